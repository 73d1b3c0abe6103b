import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learnerMistakes } from "../../db/schema";
import { firstGermanChat, sayInNewConversation } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "../../testing/harness";

/** Mistake memory: what the tutor corrects is remembered per learner, counted, practised and forgotten on request. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { scenario, chatPath } = firstGermanChat();

const list = async (client: TestClient, query = "") => json(await client.get(`/api/mistakes${query}`));

describe("mistake memory", () => {
  it("counts the same mistake made in three conversations once, with count 3 and the latest sentence", async () => {
    const { client } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    await sayInNewConversation(client, "Hallo, ich heise Tom.", 1);
    await sayInNewConversation(client, "Guten Tag, ich heise Eva.");
    const { mistakes, categories, recording } = await list(client);
    expect(recording).toBe(true);
    const heisse = mistakes.filter((m: { wrong: string }) => m.wrong === "heise");
    expect(heisse).toHaveLength(1);
    expect(heisse[0]).toMatchObject({
      right: "heiße",
      category: "spelling",
      count: 3,
      language: "de",
      sentence: "Guten Tag, ich heise Eva.",
      correctedSentence: "Guten Tag, ich heiße Eva.",
    });
    expect(categories[0]).toEqual({ category: "spelling", count: 3 });
  });

  it("counts a missing full stop as one habit, whatever the last word, and lists the most frequent first", async () => {
    const { client } = await signedInUser(t);
    await sayInNewConversation(client, "Ich wohne in Berlin");
    await sayInNewConversation(client, "Ich komme aus Hamburg");
    await sayInNewConversation(client, "Ich heise Anna.");
    const { mistakes, categories } = await list(client);
    expect(categories).toEqual([
      { category: "punctuation", count: 2 },
      { category: "spelling", count: 1 },
    ]);
    expect(mistakes[0]).toMatchObject({ category: "punctuation", count: 2, wrong: "Hamburg", right: "Hamburg." });
    expect(mistakes[1]).toMatchObject({ category: "spelling", count: 1 });
    const filtered = await list(client, "?category=spelling");
    expect(filtered.mistakes.map((m: { wrong: string }) => m.wrong)).toEqual(["heise"]);
    const bad = await client.get("/api/mistakes?category=grammar");
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.category).toMatch(/^Category must be all or one of spelling, /);
  });

  it("practice blanks the right form out: the right answer takes one off, the wrong one adds one", async () => {
    const { client } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    await sayInNewConversation(client, "Ich heise Tom.", 1);
    const { items } = await json(await client.get("/api/mistakes/practice"));
    expect(items[0]).toMatchObject({ before: "Ich ", after: " Tom.", wrong: "heise", category: "spelling" });
    const answer = (text: string) => client.post(`/api/mistakes/${items[0].id}/practice`, { answer: text });

    const wrong = await json(await answer("heise"));
    expect(wrong).toEqual({ correct: false, right: "heiße", count: 3, learned: false });
    // Not a capitalisation mistake: case and a stray mark do not matter.
    expect(await json(await answer(" Heiße. "))).toEqual({ correct: true, right: "heiße", count: 2, learned: false });
    await answer("heiße");
    expect(await json(await answer("heiße"))).toEqual({ correct: true, right: "heiße", count: 0, learned: true });
    const after = await list(client);
    expect(after.mistakes).toEqual([]);
    // The counts per kind follow every change (a trigger keeps them): nothing open is left.
    expect(after.categories).toEqual([]);

    const empty = await answer("   ");
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields.answer).toBe("Type your answer first");
  });

  it("a capitalisation mistake is practised with its capital letter", async () => {
    const { client } = await signedInUser(t);
    await sayInNewConversation(client, "Ich suche den bahnhof.");
    const { items } = await json(await client.get("/api/mistakes/practice?category=capitalisation"));
    expect(items[0]).toMatchObject({ before: "Ich suche den ", after: ".", wrong: "bahnhof" });
    const answer = (text: string) => client.post(`/api/mistakes/${items[0].id}/practice`, { answer: text });
    expect((await json(await answer("bahnhof"))).correct).toBe(false);
    expect((await json(await answer("Bahnhof"))).correct).toBe(true);
  });

  it("'Mark as learned' takes a mistake off the list until it is made again", async () => {
    const { client } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    const [mistake] = (await list(client)).mistakes;
    expect((await client.post(`/api/mistakes/${mistake.id}/learned`, {})).status).toBe(204);
    expect((await list(client)).mistakes).toEqual([]);
    await sayInNewConversation(client, "Ich heise Tom.");
    expect((await list(client)).mistakes).toMatchObject([{ id: mistake.id, count: 2 }]);
  });

  it("with Personalized learning off records nothing new; existing mistakes can be deleted", async () => {
    const { client, id } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    await client.patch("/api/settings", { personalizedLearning: false });
    await sayInNewConversation(client, "Ich suche den bahnhof.");
    const { mistakes, recording } = await list(client);
    expect(recording).toBe(false);
    expect(mistakes.map((m: { wrong: string }) => m.wrong)).toEqual(["heise"]);

    expect((await client.delete(`/api/mistakes/${mistakes[0].id}`)).status).toBe(204);
    await client.patch("/api/settings", { personalizedLearning: true });
    await sayInNewConversation(client, "Ich heise Anna");
    expect(await json(await client.delete("/api/mistakes"))).toEqual({ deleted: 2 });
    const rows = await t.database.db.select().from(learnerMistakes).where(eq(learnerMistakes.userId, id));
    expect(rows).toEqual([]);
  });

  it("are in the data export, and leave with the account", async () => {
    const { client, id, email } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    const exported = await json(await client.get("/api/account/export"));
    expect(exported.mistakes).toMatchObject([
      { wrong: "heise", right: "heiße", count: 1, sentence: "Ich heise Anna." },
    ]);
    expect((await client.delete("/api/account", { email })).status).toBe(200);
    expect(await t.database.db.select().from(learnerMistakes).where(eq(learnerMistakes.userId, id))).toEqual([]);
  });

  it("never shows or changes another learner's mistakes", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await sayInNewConversation(a.client, "Ich heise Anna.");
    const [mistake] = (await list(a.client)).mistakes;
    expect((await list(b.client)).mistakes).toEqual([]);
    for (const res of [
      await b.client.post(`/api/mistakes/${mistake.id}/learned`, {}),
      await b.client.post(`/api/mistakes/${mistake.id}/practice`, { answer: "heiße" }),
      await b.client.delete(`/api/mistakes/${mistake.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect((await json(res)).error.message).toBe("Mistake not found");
    }
    expect((await list(a.client)).mistakes).toMatchObject([{ id: mistake.id, count: 1 }]);
    expect((await testClient(t).get("/api/mistakes")).status).toBe(401);
    expect(chatPath).toContain(scenario.id);
  });
});
