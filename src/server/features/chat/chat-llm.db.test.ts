import { describe, expect, it } from "vitest";
import { DEFAULT_ANSWERS, type FakeBehaviour } from "../../testing/fake-llm";
import { firstGermanChat } from "../../testing/first-chat";
import { json, signedInUser, type TestClient } from "../../testing/harness";
import { withFakeLlmApp } from "../../testing/llm-test-app";
import { countTutorCall, TOO_MANY_TUTOR_CALLS } from "./tutor-rate-limit";

/** The chat API with an LLM tutor (TUTOR_PROVIDER=openai-compatible) against a local fake provider. */

const CALLS_PER_MINUTE = 4;
const llm = withFakeLlmApp({
  TUTOR_PROVIDER: "openai-compatible",
  TUTOR_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE),
});

const { course: german, tutor, chatPath } = firstGermanChat();
const wordPath = `/api/chat/${german.id}/translate-word`;
const FAILED = "Failed to get AI response. Please try again.";
const reply = DEFAULT_ANSWERS.reply as { message: string };

// biome-ignore lint/suspicious/noExplicitAny: NDJSON events asserted loosely
const events = async (res: Response): Promise<any[]> =>
  (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const send = (client: TestClient, conversationId: string, content: string, clientId = crypto.randomUUID()) =>
  client.post(`/api/chat/conversations/${conversationId}/messages`, { clientId, content });

async function learnerInChat() {
  const learner = await signedInUser(llm.t);
  const conversation = await json(await learner.client.get(chatPath));
  return { ...learner, conversation };
}

describe("chat with an LLM tutor", () => {
  it("streams the reply in pieces, stores it with the corrections, and tells the model the learner's level", async () => {
    const { client, conversation } = await learnerInChat();
    expect(conversation.tutor).toBe("llm");
    expect(conversation.messages[0].content).toBe(tutor.openingLine);
    await client.patch("/api/settings", { proficiency: "intermediate", targetLevel: "C1" });

    const res = await send(client, conversation.id, "ich heise anna");
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const all = await events(res);
    const texts = all.filter((e) => e.type === "text");
    expect(texts.length).toBeGreaterThan(2);
    expect(texts.map((e) => e.delta).join("")).toBe(reply.message);
    const done = all.at(-1);
    expect(done.type).toBe("done");
    expect(done.reply.content).toBe(reply.message);
    expect(done.userMessage.feedback).toMatchObject({ hasErrors: true, correctedText: "Ich heiße Anna." });
    expect(done.reply.words).toHaveLength(2);
    expect(done.reply.grammar[0].name).toBe("W-questions");

    const system = llm.fake.requests[0]!.body.messages[0].content as string;
    expect(system).toContain("intermediate, aiming for C1");
    const reloaded = await json(await client.get(chatPath));
    expect(reloaded.messages.map((m: { content: string }) => m.content)).toEqual([
      tutor.openingLine,
      "ich heise anna",
      reply.message,
    ]);
  });

  it.each<[string, FakeBehaviour[]]>([
    ["a timeout", ["hang"]],
    ["two provider errors (500)", ["status-500", "status-500"]],
    ["the provider's rate limit (429)", ["status-429"]],
    ["malformed JSON twice", ["malformed", "malformed"]],
    ["schema-invalid output twice", ["schema-invalid", "schema-invalid"]],
  ])("after %s the learner sees the spec's message, nothing of the provider, and can send again", async (_, fails) => {
    const { client, conversation } = await learnerInChat();
    llm.fake.queue(...fails);
    const clientId = crypto.randomUUID();
    const res = await send(client, conversation.id, "ich heise anna", clientId);
    const body = await res.clone().text();
    expect((await events(res)).at(-1)).toEqual({ type: "error", message: FAILED });
    for (const leak of ["sk-secret", "Rate limit reached", "server had an error", "oops", llm.fake.url]) {
      expect(body).not.toContain(leak);
    }
    expect((await json(await client.get(chatPath))).userMessageCount).toBe(0);

    const again = (await events(await send(client, conversation.id, "ich heise anna", clientId))).at(-1);
    expect(again).toMatchObject({ type: "done", userMessageCount: 1 });
    expect(again.reply.content).toBe(reply.message);
  });

  it("a learner who leaves mid-reply stops the provider, and their message can be sent again", async () => {
    const { client, conversation } = await learnerInChat();
    llm.fake.chunkSize = 4;
    llm.fake.chunkDelayMs = 50;
    const leave = new AbortController();
    const clientId = crypto.randomUUID();
    const res = await llm.t.app.request(`/api/chat/conversations/${conversation.id}/messages`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: llm.t.env.appUrl, Cookie: client.cookie },
      body: JSON.stringify({ clientId, content: "Hallo!" }),
      signal: leave.signal,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('"type":"text"');
    leave.abort();
    await reader.cancel().catch(() => {});
    await expect.poll(() => llm.fake.requests[0]?.abandoned).toBe(true);
    await expect.poll(async () => (await json(await client.get(chatPath))).messages.length).toBe(1);

    llm.fake.reset();
    const again = (await events(await send(client, conversation.id, "Hallo!", clientId))).at(-1);
    expect(again).toMatchObject({ type: "done", userMessageCount: 1 });
  });

  it("translates a tutor message once (then from the store), or says it could not", async () => {
    const { client, conversation } = await learnerInChat();
    const opening = conversation.messages[0].id;
    // The LLM tutor's opening line comes with its translation from the content.
    expect((await json(await client.post(`/api/chat/messages/${opening}/translation`, {}))).translation).toBe(
      tutor.openingLineTranslation,
    );
    expect(llm.fake.requests).toHaveLength(0);

    const done = (await events(await send(client, conversation.id, "Hallo!"))).at(-1);
    llm.fake.queue("status-500", "status-500");
    const failed = await client.post(`/api/chat/messages/${done.reply.id}/translation`, {});
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.message).toBe("Could not translate the message. Please try again.");

    const path = `/api/chat/messages/${done.reply.id}/translation`;
    const translated = await json(await client.post(path, {}));
    expect(translated.translation).toBe((DEFAULT_ANSWERS.translation as { translation: string }).translation);
    expect((await json(await client.post(path, {}))).translation).toBe(translated.translation);
    expect(llm.fake.requests.filter((r) => r.kind === "translation")).toHaveLength(3);
  });

  it("translates a word with its part of speech; says 'Translation failed' or 'No translation received'", async () => {
    const { client } = await learnerInChat();
    const word = await client.post(wordPath, { word: "Kaffee" });
    expect(await json(word)).toEqual({
      translation: "coffee",
      partOfSpeech: "noun",
      alternateMeanings: ["coffee house"],
    });
    expect(JSON.stringify(llm.fake.requests[0]!.body)).toContain("Kaffee");

    llm.fake.queue("status-401");
    const failed = await client.post(wordPath, { word: "Kaffee" });
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.message).toBe("Translation failed");

    llm.fake.answers.word = { translation: "", partOfSpeech: null, alternateMeanings: [] };
    const none = await client.post(wordPath, { word: "Xyzzy" });
    expect(none.status).toBe(404);
    expect((await json(none)).error.message).toBe("No translation received");
  });

  it("hints from the conversation, or answers 502 (the page only logs it)", async () => {
    const { client, conversation } = await learnerInChat();
    const path = `/api/chat/conversations/${conversation.id}/hint`;
    expect((await json(await client.post(path, {}))).hint).toBe("Ich komme aus Hamburg.");
    expect(JSON.stringify(llm.fake.requests[0]!.body)).toContain(tutor.openingLine);
    llm.fake.queue("malformed", "malformed");
    const failed = await client.post(path, {});
    expect(failed.status).toBe(502);
    expect((await json(failed)).error.message).toBe("Could not prepare a hint. Please try again.");
  });

  it(`allows ${CALLS_PER_MINUTE} tutor calls a minute per learner, then answers 429 without asking the provider`, async () => {
    const { client, conversation } = await learnerInChat();
    for (let i = 0; i < CALLS_PER_MINUTE - 1; i++) {
      expect((await client.post(wordPath, { word: "Kaffee" })).status).toBe(200);
    }
    expect((await events(await send(client, conversation.id, "Hallo!"))).at(-1).type).toBe("done");

    const refused = await send(client, conversation.id, "Noch eine Frage.");
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.message).toBe(TOO_MANY_TUTOR_CALLS);
    const hint = await client.post(`/api/chat/conversations/${conversation.id}/hint`, {});
    expect(hint.status).toBe(429);
    expect(llm.fake.requests).toHaveLength(CALLS_PER_MINUTE);
    expect((await json(await client.get(chatPath))).userMessageCount).toBe(1);

    // Another learner has their own allowance.
    const other = await learnerInChat();
    expect((await other.client.post(`/api/chat/conversations/${other.conversation.id}/hint`, {})).status).toBe(200);
  });

  it("counts in one-minute windows", async () => {
    const { id } = await signedInUser(llm.t);
    const start = Date.now();
    for (let i = 0; i < 2; i++) await countTutorCall(llm.t.database.db, id, 2, start + i);
    await expect(countTutorCall(llm.t.database.db, id, 2, start + 59_000)).rejects.toThrow(TOO_MANY_TUTOR_CALLS);
    await expect(countTutorCall(llm.t.database.db, id, 2, start + 60_001)).resolves.toBeUndefined();
  });
});

describe("a tutor that remembers ('Personalized learning')", () => {
  const systemOf = (i: number) => llm.fake.requests[i]!.body.messages[0].content as string;
  const replyRequests = () => llm.fake.requests.filter((r) => "message" in ((r.schema?.properties ?? {}) as object));

  it("on: the model is told the recurring mistakes and the due words; a due word used right counts as a review", async () => {
    const { client, conversation } = await learnerInChat();
    await client.post("/api/vocabulary", { word: "der Kaffee", meaning: "coffee", language: "de" });
    await client.post("/api/vocabulary", { word: "the tea", meaning: "der Tee", language: "en" });
    // The fake tutor corrects 'heise' every time: after two messages it is a recurring mistake.
    await events(await send(client, conversation.id, "ich heise anna"));
    await events(await send(client, conversation.id, "ich heise anna"));
    expect(systemOf(0)).toContain("der Kaffee (coffee)");
    expect(systemOf(0)).not.toContain('"heise" instead of "heiße"');
    await events(await send(client, conversation.id, "Ich trinke gern Kaffee"));
    const system = systemOf(2);
    expect(system).toContain('"heise" instead of "heiße" (spelling, 2 times)');
    expect(system).toContain("der Kaffee (coffee)");
    expect(system).not.toContain("the tea");
    expect(replyRequests()).toHaveLength(3);

    const { words } = await json(await client.get("/api/vocabulary"));
    const kaffee = words.find((w: { word: string }) => w.word === "der Kaffee");
    expect(kaffee.reviewCount).toBe(1);
    expect(new Date(kaffee.nextReviewAt).getTime()).toBeGreaterThan(Date.now());
    // Reviewed, it is no longer due: the next request does not name it.
    await events(await send(client, conversation.id, "Hallo"));
    expect(systemOf(3)).not.toContain("der Kaffee");
  });

  it("off: neither mistakes nor due words reach the model, and nothing new is recorded", async () => {
    const { client, conversation } = await learnerInChat();
    await client.post("/api/vocabulary", { word: "der Kaffee", meaning: "coffee", language: "de" });
    await events(await send(client, conversation.id, "ich heise anna"));
    await events(await send(client, conversation.id, "ich heise anna"));
    await client.patch("/api/settings", { personalizedLearning: false });
    await events(await send(client, conversation.id, "Ich trinke gern Kaffee"));
    const system = systemOf(2);
    expect(system).not.toContain("What you remember");
    expect(system).not.toContain("heise");
    expect(system).not.toContain("Kaffee");
    const heise = (await json(await client.get("/api/mistakes"))).mistakes.find(
      (m: { wrong: string }) => m.wrong === "heise",
    );
    expect(heise.count).toBe(2);
    const { words } = await json(await client.get("/api/vocabulary"));
    expect(words[0].reviewCount).toBe(0);
  });
});
