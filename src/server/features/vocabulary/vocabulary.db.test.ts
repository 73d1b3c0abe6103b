import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, signedInUser, type TestApp, testClient } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const word = { word: "der Kaffee", meaning: "coffee", language: "de", sourceContext: "Ich möchte einen Kaffee." };

describe("saving words", () => {
  it("refuses visitors", async () => {
    expect((await testClient(t).post("/api/vocabulary", word)).status).toBe(401);
  });

  it("saves a word once per language, whatever its case ('Already saved' is a 409, not a 500)", async () => {
    const { client } = await signedInUser(t);
    const first = await client.post("/api/vocabulary", word);
    expect(first.status).toBe(201);
    expect((await json(first)).word).toBe("der Kaffee");
    const again = await client.post("/api/vocabulary", { ...word, word: "DER KAFFEE" });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      error: { code: "ALREADY_SAVED", message: "This word is already in your vocabulary" },
    });
    expect((await client.post("/api/vocabulary", { ...word, language: "en" })).status).toBe(201);
  });

  it("tells which words are saved, for this learner only", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.post("/api/vocabulary", { ...word, word: "Brötchen", meaning: "bread roll" });
    const mine = await json(await a.client.get("/api/vocabulary/saved?language=de&words=brötchen,Kaffee"));
    expect(mine.saved).toEqual(["brötchen"]);
    expect((await json(await b.client.get("/api/vocabulary/saved?language=de&words=brötchen"))).saved).toEqual([]);
  });

  it.each([
    [{ ...word, word: " " }, "word: Word is required"],
    [{ ...word, meaning: "" }, "meaning: Meaning is required"],
    [{ ...word, language: "xx" }, "language"],
  ])("refuses %j", async (body, message) => {
    const { client } = await signedInUser(t);
    const res = await client.post("/api/vocabulary", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toContain(message);
  });
});

describe("saving grammar topics", () => {
  const topic = {
    topic: "möchte + accusative",
    explanation: "Use möchte to order politely.",
    example: "Ich möchte einen Tee.",
  };

  it("saves a topic once per learner", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await a.client.post("/api/grammar", topic)).status).toBe(201);
    const again = await a.client.post("/api/grammar", topic);
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe("This grammar topic is already saved");
    expect((await b.client.post("/api/grammar", topic)).status).toBe(201);
  });

  it("refuses an empty topic", async () => {
    const { client } = await signedInUser(t);
    const res = await client.post("/api/grammar", { ...topic, topic: "" });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("topic: Topic is required");
  });
});
