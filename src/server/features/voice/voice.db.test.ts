import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REALTIME_VOICE } from "../../../shared/schemas/voice";
import { activity } from "../../db/schema";
import { type FakeRealtime, startFakeRealtime } from "../../testing/fake-realtime";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, testClient } from "../../testing/harness";
import { TOO_MANY_TUTOR_CALLS } from "../chat";

/**
 * The voice call API: with TUTOR_PROVIDER=openai against a local fake of OpenAI's Realtime endpoints, and with the
 * offline tutor (browser-speech calls, no session).
 */

const SERVER_KEY = "sk-secret-test-key";
const CALLS_PER_MINUTE = 4;
let fake: FakeRealtime;
let t: TestApp;
let offline: TestApp;
beforeAll(async () => {
  fake = await startFakeRealtime();
  [t, offline] = await Promise.all([
    createTestApp({
      env: {
        TUTOR_PROVIDER: "openai",
        OPENAI_API_KEY: SERVER_KEY,
        REALTIME_BASE_URL: fake.url,
        REALTIME_MODEL: "gpt-realtime-test",
        TUTOR_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE),
      },
    }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), offline.close()]);
  await fake.close();
});
beforeEach(() => fake.reset());

const { course: german, scenario, tutor, chatPath } = firstGermanChat();
const FAILED = "Failed to get session token";

async function learnerInChat(app = t) {
  const learner = await signedInUser(app);
  const conversation = await json(await learner.client.get(chatPath));
  return { ...learner, conversation };
}

describe("visitors", () => {
  it("are refused every voice endpoint, and no key is asked for", async () => {
    const visitor = testClient(t);
    const id = crypto.randomUUID();
    for (const res of [
      await visitor.get("/api/realtime/mode"),
      await visitor.post("/api/realtime/session", { conversationId: id }),
      await visitor.post("/api/realtime/transcript", { conversationId: id, callId: "call-1234", lines: [] }),
    ]) {
      expect(res.status).toBe(401);
      expect((await json(res)).error.message).toBe("Please sign in to continue.");
    }
    expect(fake.secretRequests).toHaveLength(0);
  });
});

describe("the Realtime session", () => {
  it("says which kind of call the server offers", async () => {
    const { client } = await signedInUser(t);
    expect(await json(await client.get("/api/realtime/mode"))).toEqual({ mode: "realtime" });
    const other = await signedInUser(offline);
    expect(await json(await other.client.get("/api/realtime/mode"))).toEqual({ mode: "speech" });
  });

  it("returns an ephemeral key and the persona, never the server's key", async () => {
    const { client, conversation } = await learnerInChat();
    const res = await client.post("/api/realtime/session", { conversationId: conversation.id });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(SERVER_KEY);
    const session = JSON.parse(text);
    expect(Object.keys(session).sort()).toEqual(["calls_url", "ephemeral_key", "expires_at", "instructions"]);
    expect(session.ephemeral_key).toMatch(/^ek_/);
    expect(session.calls_url).toBe(`${fake.url}/realtime/calls`);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(session.instructions).toContain(`You are ${tutor.name}, ${tutor.role}.`);
    expect(session.instructions).toContain(scenario.title);
    expect(session.instructions).toContain("live voice call");
    expect(session.instructions).toContain(tutor.openingLine);

    // The provider was asked with the server's key, for the configured model, voice and persona.
    expect(fake.secretRequests).toHaveLength(1);
    const asked = fake.secretRequests[0]!;
    expect(asked.headers.authorization).toBe(`Bearer ${SERVER_KEY}`);
    expect(asked.body.session).toMatchObject({
      type: "realtime",
      model: "gpt-realtime-test",
      instructions: session.instructions,
      audio: { output: { voice: REALTIME_VOICE } },
    });
    expect(asked.body.session.audio.input.transcription.model).toBeTruthy();
  });

  it("lets the page reach the provider (and nothing else) in its Content-Security-Policy", async () => {
    const csp = (await t.app.request("/api/health")).headers.get("content-security-policy")!;
    expect(csp).toContain(`connect-src 'self' ${new URL(fake.url).origin}`);
    const offlineCsp = (await offline.app.request("/api/health")).headers.get("content-security-policy")!;
    expect(offlineCsp).toContain("connect-src 'self';");
  });

  it("answers 'Failed to get session token' when the provider fails, without its details", async () => {
    const { client, conversation } = await learnerInChat();
    fake.queueSecret("status-500", "status-401");
    for (let i = 0; i < 2; i++) {
      const res = await client.post("/api/realtime/session", { conversationId: conversation.id });
      expect(res.status).toBe(502);
      const body = await json(res);
      expect(body.error.message).toBe(FAILED);
      expect(JSON.stringify(body)).not.toContain("Incorrect API key");
    }
  });

  it("refuses bad input with a 4xx and a clear message", async () => {
    const { client, conversation } = await learnerInChat();
    const bad = await client.post("/api/realtime/session", { conversationId: "nope" });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.message).toContain("conversationId must be a conversation id");
    const missing = await client.post("/api/realtime/session", {});
    expect(missing.status).toBe(400);
    // Someone else's conversation is not found.
    const other = await signedInUser(t);
    const theirs = await other.client.post("/api/realtime/session", { conversationId: conversation.id });
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).error.message).toBe("Not found");
    expect(fake.secretRequests).toHaveLength(0);
  });

  it("is not offered when the provider is not OpenAI", async () => {
    const { client, conversation } = await learnerInChat(offline);
    const res = await client.post("/api/realtime/session", { conversationId: conversation.id });
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe("REALTIME_UNAVAILABLE");
  });

  it("counts against the learner's tutor calls per minute", async () => {
    const { client, conversation } = await learnerInChat();
    for (let i = 0; i < CALLS_PER_MINUTE; i++) {
      expect((await client.post("/api/realtime/session", { conversationId: conversation.id })).status).toBe(200);
    }
    const refused = await client.post("/api/realtime/session", { conversationId: conversation.id });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.message).toBe(TOO_MANY_TUTOR_CALLS);
    expect(fake.secretRequests).toHaveLength(CALLS_PER_MINUTE);
  });
});

describe("the call's transcript", () => {
  it("is saved into the conversation in the order it was said, once per call", async () => {
    const { client, conversation } = await learnerInChat();
    const lines = [
      { sender: "ai", content: "Hallo! Was möchtest du trinken?" },
      { sender: "user", content: "  Einen Kaffee, bitte.  " },
      { sender: "ai", content: "Mit Milch?" },
    ];
    const callId = crypto.randomUUID();
    const res = await client.post("/api/realtime/transcript", { conversationId: conversation.id, callId, lines });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved.messages.map((m: { content: string }) => m.content)).toEqual([
      "Hallo! Was möchtest du trinken?",
      "Einen Kaffee, bitte.",
      "Mit Milch?",
    ]);
    // Sent again (a retry), nothing is added.
    const again = await json(
      await client.post("/api/realtime/transcript", { conversationId: conversation.id, callId, lines }),
    );
    expect(again.messages).toEqual([]);
    const reloaded = await json(await client.get(chatPath));
    expect(reloaded.messages.map((m: { sender: string; content: string }) => `${m.sender}: ${m.content}`)).toEqual([
      `ai: ${tutor.openingLine}`,
      "ai: Hallo! Was möchtest du trinken?",
      "user: Einen Kaffee, bitte.",
      "ai: Mit Milch?",
    ]);
    expect(reloaded.userMessageCount).toBe(1);
  });

  it("counts the learner's lines towards the lesson", async () => {
    const { client, conversation, id: userId } = await learnerInChat();
    const lines = Array.from({ length: 10 }, (_, i) => ({ sender: "user", content: `Satz ${i + 1}.` }));
    const res = await client.post("/api/realtime/transcript", {
      conversationId: conversation.id,
      callId: crypto.randomUUID(),
      lines,
    });
    expect(res.status).toBe(200);
    const course = await json(await client.get(`/api/courses/${german.id}`));
    expect(course.chapters[0].scenarios[0].isCompleted).toBe(true);
    const completions = await t.database.db
      .select({ scenarioId: activity.scenarioId })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.kind, "lesson_completed")));
    expect(completions).toEqual([{ scenarioId: scenario.id }]);
  });

  it("refuses bad transcripts with a 4xx and a clear message", async () => {
    const { client, conversation } = await learnerInChat();
    const post = (body: unknown) => client.post("/api/realtime/transcript", body);
    const base = { conversationId: conversation.id, callId: crypto.randomUUID() };
    const cases: [unknown, string][] = [
      [{ ...base, lines: [] }, "The transcript has no lines"],
      [{ ...base, lines: [{ sender: "user", content: "   " }] }, "A transcript line must not be empty"],
      [{ ...base, lines: [{ sender: "system", content: "Hallo" }] }, "sender must be user or ai"],
      [{ ...base, lines: [{ sender: "ai", content: "x".repeat(2001) }] }, "at most 2000 characters"],
      [{ ...base, callId: "x", lines: [{ sender: "ai", content: "Hallo" }] }, "callId must be at least 8 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toContain(message);
    }
    const other = await signedInUser(t);
    const theirs = await other.client.post("/api/realtime/transcript", {
      ...base,
      lines: [{ sender: "ai", content: "Hi" }],
    });
    expect(theirs.status).toBe(404);
  });
});
