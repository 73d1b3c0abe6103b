import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScript } from "../../content/load";
import { activity } from "../../db/schema";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { course: german, scenario: first, tutor, chatPath } = firstGermanChat();
const second = german.chapters[0]!.scenarios[1];
const script = loadScript(german.id, first.id)!;

const events = async (res: Response) =>
  (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function send(client: TestClient, conversationId: string, content: string, clientId = crypto.randomUUID()) {
  const res = await client.post(`/api/chat/conversations/${conversationId}/messages`, { clientId, content });
  return { res, clientId };
}

describe("chat API", () => {
  it("refuses visitors, unknown tutors and locked scenarios", async () => {
    expect((await testClient(t).get(chatPath)).status).toBe(401);
    const { client } = await signedInUser(t);
    const unknown = await client.get(`/api/chat/${german.id}/${first.id}/nobody`);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe("Not found");
    const locked = await client.get(`/api/chat/${german.id}/${second!.id}/${second!.characters[0]!.id}`);
    expect(locked.status).toBe(409);
  });

  it("starts with the tutor's opening line and keeps the conversation", async () => {
    const { client } = await signedInUser(t);
    const conversation = await json(await client.get(chatPath));
    expect(conversation.tutor).toBe("offline");
    expect(conversation.messages).toHaveLength(1);
    expect(conversation.messages[0]).toMatchObject({
      sender: "ai",
      content: tutor.openingLine,
      translation: tutor.openingLineTranslation,
    });
    expect((await json(await client.get(chatPath))).id).toBe(conversation.id);
  });

  it("streams the reply, corrects the learner and stores both messages", async () => {
    const { client } = await signedInUser(t);
    const { id } = await json(await client.get(chatPath));
    const { res } = await send(client, id, "ich heiße anna");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const [text, done] = await events(res);
    expect(text).toEqual({ type: "text", delta: script.turns[0]!.tutor });
    expect(done.type).toBe("done");
    expect(done.userMessage.feedback.hasErrors).toBe(true);
    expect(done.userMessage.feedback.correctedText).toBe("Ich heiße Anna.");
    expect(done.reply).toMatchObject({
      sender: "ai",
      content: script.turns[0]!.tutor,
      translation: script.turns[0]!.translation,
    });
    expect(done.reply.words.length).toBeLessThanOrEqual(3);
    expect(done.userMessageCount).toBe(1);
    const reloaded = await json(await client.get(chatPath));
    expect(reloaded.messages.map((m: { sender: string }) => m.sender)).toEqual(["ai", "user", "ai"]);
    expect(reloaded.lessonProgress).toBe(10);
  });

  it("sending the same message twice stores it once", async () => {
    const { client } = await signedInUser(t);
    const { id } = await json(await client.get(chatPath));
    const { res, clientId } = await send(client, id, "Hallo!");
    const [, done] = await events(res);
    const again = await send(client, id, "Hallo!", clientId);
    const [replayed] = await events(again.res);
    expect(replayed.userMessage.id).toBe(done.userMessage.id);
    expect(replayed.reply.id).toBe(done.reply.id);
    expect((await json(await client.get(chatPath))).userMessageCount).toBe(1);
  });

  it.each([
    ["   ", "content: Type a message first"],
    ["x".repeat(2001), "content: Messages can be at most 2000 characters"],
  ])("refuses the message %j", async (content, message) => {
    const { client } = await signedInUser(t);
    const { id } = await json(await client.get(chatPath));
    const { res } = await send(client, id, content);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
  });

  it("hints with the script's sample answer and translates messages and words", async () => {
    const { client } = await signedInUser(t);
    const { id, messages } = await json(await client.get(chatPath));
    expect((await json(await client.post(`/api/chat/conversations/${id}/hint`, {}))).hint).toBe(
      script.opening.samples[0],
    );
    const translated = await json(await client.post(`/api/chat/messages/${messages[0].id}/translation`, {}));
    expect(translated.translation).toBe(tutor.openingLineTranslation);
    const word = await client.post(`/api/chat/${german.id}/translate-word`, { word: "Kaffee" });
    expect(word.status).toBe(200);
    expect((await json(word)).translation).toBeTruthy();
    const unknown = await client.post(`/api/chat/${german.id}/translate-word`, { word: "Quantenchromodynamik" });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error.message).toBe("No translation received");
  });

  it("completes the lesson at exactly 10 learner messages and unlocks the next scenario", async () => {
    const { client, id: userId } = await signedInUser(t);
    const { id } = await json(await client.get(chatPath));
    let state = 0;
    for (let i = 1; i <= 10; i++) {
      const sample = state === 0 ? script.opening.samples[0]! : (script.turns[state - 1]?.samples[0] ?? "Ja, gern.");
      const [, done] = await events((await send(client, id, sample)).res);
      expect(done.userMessageCount).toBe(i);
      expect(done.lessonCompleted).toBe(i === 10);
      state++;
    }
    const course = await json(await client.get(`/api/courses/${german.id}`));
    expect(course.chapters[0].scenarios[0].isCompleted).toBe(true);
    // One activity event for the progress page.
    const completions = await t.database.db
      .select({ courseId: activity.courseId, scenarioId: activity.scenarioId })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.kind, "lesson_completed")));
    expect(completions).toEqual([{ courseId: german.id, scenarioId: first.id }]);
    expect(course.chapters[0].scenarios[1].isLocked).toBe(false);
  });

  it("starts over on request, keeping the old conversation out of the way", async () => {
    const { client } = await signedInUser(t);
    const { id } = await json(await client.get(chatPath));
    await send(client, id, "Hallo!");
    const fresh = await json(await client.post(`${chatPath}/new`, {}));
    expect(fresh.id).not.toBe(id);
    expect(fresh.messages).toHaveLength(1);
    expect((await send(client, id, "Noch da?")).res.status).toBe(404);
  });

  it("never reaches another learner's conversation or messages", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const { id, messages } = await json(await a.client.get(chatPath));
    expect((await send(b.client, id, "Hallo!")).res.status).toBe(404);
    expect((await b.client.post(`/api/chat/conversations/${id}/hint`, {})).status).toBe(404);
    expect((await b.client.post(`/api/chat/messages/${messages[0].id}/translation`, {})).status).toBe(404);
    expect((await b.client.post("/api/chat/conversations/not-a-uuid/hint", {})).status).toBe(400);
  });
});
