import { count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPEECH_FAILED, SPEECH_UNAVAILABLE } from "../../../shared/schemas/speech";
import { speechAudio } from "../../db/schema";
import { FAKE_SPEECH_AUDIO } from "../../testing/fake-llm";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser } from "../../testing/harness";
import { withFakeLlmApp } from "../../testing/llm-test-app";

/** 'Listen' through the server (TUTOR_PROVIDER=openai) against a local fake of OpenAI's speech endpoint. */

const llm = withFakeLlmApp({
  TUTOR_PROVIDER: "openai",
  TTS_MODEL: "tts-test-model",
  TTS_VOICE: "nova",
});

const { course, tutor, chatPath } = firstGermanChat();
const speechRequests = () => llm.fake.requests.filter((r) => r.api === "speech");
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The cache is filled as the provider's stream ends, just after the learner's copy: wait for it. */
async function cachedRows() {
  for (let i = 0; i < 50; i++) {
    const [row] = await llm.t.database.db.select({ n: count() }).from(speechAudio);
    if (row!.n > 0) return row!.n;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 0;
}

async function learnerInChat() {
  const learner = await signedInUser(llm.t);
  const conversation = await json(await learner.client.get(chatPath));
  return { ...learner, conversation, opening: conversation.messages[0] };
}

describe("speech of a tutor message", () => {
  it("streams the provider's audio, then serves a replay from the cache without asking the provider again", async () => {
    await llm.t.database.db.delete(speechAudio);
    const { client, conversation, opening } = await learnerInChat();
    expect(conversation.speech).toBe("server");
    llm.fake.chunkDelayMs = 10;

    const first = await client.get(`/api/speech/messages/${opening.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("audio/wav");
    expect(first.headers.get("x-speech-cache")).toBe("miss");
    // Streamed: the body arrives in the provider's pieces, not as one buffer.
    const reader = first.body!.getReader();
    const pieces: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) pieces.push(r.value);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(FAKE_SPEECH_AUDIO)).toBe(true);
    expect(speechRequests()).toHaveLength(1);
    expect(speechRequests()[0]!.body).toMatchObject({
      model: "tts-test-model",
      voice: "nova",
      input: tutor.openingLine,
      response_format: "mp3",
    });
    expect(speechRequests()[0]!.headers.authorization).toBe("Bearer sk-secret-test-key");
    expect(await cachedRows()).toBe(1);

    const replay = await client.get(`/api/speech/messages/${opening.id}`);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("x-speech-cache")).toBe("hit");
    expect(replay.headers.get("content-type")).toBe("audio/wav");
    expect((await bytes(replay)).equals(FAKE_SPEECH_AUDIO)).toBe(true);
    expect(speechRequests()).toHaveLength(1);
  });

  it("is only for the learner's own tutor messages", async () => {
    const ada = await learnerInChat();
    const bob = await learnerInChat();
    const other = await bob.client.get(`/api/speech/messages/${ada.opening.id}`);
    expect(other.status).toBe(404);
    expect((await json(other)).error.message).toBe("Not found");

    await ada.client.post(`/api/chat/conversations/${ada.conversation.id}/messages`, {
      clientId: crypto.randomUUID(),
      content: "Hallo, ich bin Ada.",
    });
    const reloaded = await json(await ada.client.get(chatPath));
    const mine = reloaded.messages.find((m: { sender: string }) => m.sender === "user");
    expect((await ada.client.get(`/api/speech/messages/${mine.id}`)).status).toBe(404);
    const malformed = await ada.client.get("/api/speech/messages/not-an-id");
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.message).toContain("Not found");
    expect(speechRequests()).toHaveLength(0);
  });

  it("says the voice could not be played when the provider fails, and keeps nothing", async () => {
    await llm.t.database.db.delete(speechAudio);
    const { client, opening } = await learnerInChat();
    llm.fake.queue("status-500");
    const res = await client.get(`/api/speech/messages/${opening.id}`);
    expect(res.status).toBe(502);
    expect((await json(res)).error).toEqual({ code: "SPEECH_FAILED", message: SPEECH_FAILED });
    const [row] = await llm.t.database.db.select({ n: count() }).from(speechAudio);
    expect(row!.n).toBe(0);
  });

  it("goes with the account: deleting it deletes the audio of its messages", async () => {
    await llm.t.database.db.delete(speechAudio);
    const { client, email, opening } = await learnerInChat();
    await bytes(await client.get(`/api/speech/messages/${opening.id}`));
    expect(await cachedRows()).toBe(1);
    expect((await client.delete("/api/account", { email })).status).toBe(200);
    const left = await llm.t.database.db.select().from(speechAudio).where(eq(speechAudio.messageId, opening.id));
    expect(left).toEqual([]);
  });
});

describe("speech of a word", () => {
  const wordPath = (text: string, courseId = course.id) =>
    `/api/speech/${courseId}/word?text=${encodeURIComponent(text)}`;

  it("speaks a word once and replays it from the cache", async () => {
    const { client } = await learnerInChat();
    const word = `Bahnhof${Date.now()}`;
    const first = await client.get(wordPath(word));
    expect(first.status).toBe(200);
    expect((await bytes(first)).equals(FAKE_SPEECH_AUDIO)).toBe(true);
    expect(speechRequests().map((r) => r.body.input)).toEqual([word]);
    // The copy is kept as the provider's stream ends, just after the learner's: wait for it (a request before would
    // be a miss, and ask the provider again).
    for (let i = 0; i < 50; i++) {
      const kept = await llm.t.database.db
        .select({ n: count() })
        .from(speechAudio)
        .where(isNull(speechAudio.messageId));
      if (kept[0]!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await client.get(wordPath(word))).headers.get("x-speech-cache")).toBe("hit");
    expect(speechRequests()).toHaveLength(1);
  });

  it("refuses what is not a word, and an unknown course", async () => {
    const { client } = await learnerInChat();
    const empty = await client.get(wordPath("  "));
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.message).toContain("Choose a word to listen to.");
    const long = await client.get(
      wordPath("Das ist kein Wort, sondern ein ganzer Satz mit sehr vielen Wörtern darin."),
    );
    expect(long.status).toBe(400);
    expect((await json(long)).error.message).toContain("Choose a single word or a short phrase to listen to.");
    const unknown = await client.get(wordPath("Hallo", "no-such-course"));
    expect(unknown.status).toBe(404);
    expect(speechRequests()).toHaveLength(0);
  });

  it("needs a signed-in learner", async () => {
    const res = await llm.t.app.request(wordPath("Hallo"));
    expect(res.status).toBe(401);
  });
});

describe("speech without a speech provider", () => {
  it("tells the browser to speak for itself", async () => {
    const offline = await createTestApp();
    try {
      const learner = await signedInUser(offline);
      const conversation = await json(await learner.client.get(chatPath));
      expect(conversation.speech).toBe("browser");
      const res = await learner.client.get(`/api/speech/messages/${conversation.messages[0].id}`);
      expect(res.status).toBe(409);
      expect((await json(res)).error).toEqual({ code: "SPEECH_UNAVAILABLE", message: SPEECH_UNAVAILABLE });
    } finally {
      await offline.close();
    }
  });
});
