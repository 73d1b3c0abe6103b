import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "../../db/schema";
import { firstGermanChat, sayInNewConversation } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "../../testing/harness";
import { recordActivity } from ".";

/** Study time (issue 37): idempotent saves of study sessions, and study actions that make a day a study day. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { course: german, scenario } = firstGermanChat();

const eventsOf = (userId: string) =>
  t.database.db
    .select({ kind: activity.kind, seconds: activity.seconds, courseId: activity.courseId })
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(asc(activity.occurredAt));

const save = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.put(`/api/study-sessions/${id}`, body);
const progressOf = async (client: TestClient) => json(await client.get("/api/progress"));

describe("study sessions", () => {
  it("add only the seconds not counted yet: the same save twice, or an older one late, counts once", async () => {
    const { client, id } = await signedInUser(t);
    const session = crypto.randomUUID();
    const place = { surface: "chat", courseId: german.id, scenarioId: scenario.id };
    expect(await json(await save(client, session, { ...place, seconds: 40 }))).toEqual({
      counted: 40,
      totalFocusTime: 40,
    });
    expect(await json(await save(client, session, { ...place, seconds: 40 }))).toEqual({
      counted: 0,
      totalFocusTime: 40,
    });
    expect(await json(await save(client, session, { ...place, seconds: 100 }))).toEqual({
      counted: 60,
      totalFocusTime: 100,
    });
    expect(await json(await save(client, session, { ...place, seconds: 70 }))).toEqual({
      counted: 0,
      totalFocusTime: 100,
    });
    // The first save is a session; later ones add their seconds to it.
    expect(await eventsOf(id)).toEqual([
      { kind: "study_session", seconds: 40, courseId: german.id },
      { kind: "focus_time", seconds: 60, courseId: german.id },
    ]);
    const p = await progressOf(client);
    expect(p).toMatchObject({ studyTime: 100, weeklyGoal: { completed: 1 } });
    expect(p.days.at(-1)).toMatchObject({ day: p.today, minutes: 2 });
  });

  it("count a save sent several times at once only once", async () => {
    const { client } = await signedInUser(t);
    const session = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => save(client, session, { surface: "cards", seconds: 90 }).then(json)),
    );
    expect(answers.map((a) => a.counted).sort((a, b) => b - a)).toEqual([90, 0, 0, 0, 0, 0]);
    expect((await progressOf(client)).studyTime).toBe(90);
  });

  it("keep two tabs' sessions apart, and one learner's session id is not another's", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    await save(a.client, first, { surface: "chat", seconds: 30 });
    await save(a.client, second, { surface: "quiz", seconds: 20 });
    expect((await json(await save(b.client, first, { surface: "chat", seconds: 30 }))).counted).toBe(30);
    expect((await progressOf(a.client)).studyTime).toBe(50);
    expect((await progressOf(b.client)).studyTime).toBe(30);
  });

  it.each([
    [{ surface: "chat", seconds: 0 }, "seconds", "seconds must be at least 1"],
    [{ surface: "chat", seconds: -5 }, "seconds", "seconds must be at least 1"],
    [{ surface: "chat", seconds: 1.5 }, "seconds", "seconds must be a whole number"],
    [{ surface: "chat", seconds: 100_000 }, "seconds", "seconds must be at most 86400 (one day)"],
    [{ surface: "chat", seconds: "ten" }, "seconds", "seconds must be a number"],
    [{ surface: "tv", seconds: 10 }, "surface", "surface must be one of chat, cards, quiz, mistakes"],
  ])("refuse %j with a message, recording nothing", async (body, field, message) => {
    const { client, id } = await signedInUser(t);
    const res = await save(client, crypto.randomUUID(), body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuse an id that is not a session's, and visitors", async () => {
    const { client } = await signedInUser(t);
    const bad = await save(client, "not-an-id", { surface: "chat", seconds: 10 });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.id).toBe("The study session's id must be a UUID");
    expect((await save(testClient(t), crypto.randomUUID(), { surface: "chat", seconds: 10 })).status).toBe(401);
  });
});

describe("study actions", () => {
  it("a message sent to a tutor makes today a study day, without any focus time", async () => {
    const { client, id } = await signedInUser(t);
    await sayInNewConversation(client, "Hallo, ich heiße Anna.");
    expect(await eventsOf(id)).toEqual([{ kind: "message_sent", seconds: 0, courseId: german.id }]);
    const p = await progressOf(client);
    expect(p).toMatchObject({ hasActivity: true, streak: 1, studyTime: 0 });
    expect(p.days.at(-1)).toMatchObject({ day: p.today, events: 1, minutes: 0 });
  });

  it("a quiz answer to one's own topic is a study action; another's topic is not found", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const topic = await json(await a.client.post("/api/grammar", { topic: "Dativ", explanation: "The dative case." }));
    expect((await b.client.post(`/api/grammar/${topic.id}/quiz-answers`, { understood: true })).status).toBe(404);
    const refused = await a.client.post(`/api/grammar/${topic.id}/quiz-answers`, { understood: "yes" });
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields.understood).toBe("understood must be true or false");
    expect((await a.client.post(`/api/grammar/${topic.id}/quiz-answers`, { understood: false })).status).toBe(204);
    expect(await eventsOf(a.id)).toEqual([{ kind: "quiz_answered", seconds: 0, courseId: null }]);
    expect((await progressOf(a.client)).streak).toBe(1);
    expect((await progressOf(b.client)).streak).toBe(0);
  });

  it("a practised mistake is a study action", async () => {
    const { client, id } = await signedInUser(t);
    await sayInNewConversation(client, "Ich heise Anna.");
    const { items } = await json(await client.get("/api/mistakes/practice"));
    expect((await client.post(`/api/mistakes/${items[0].id}/practice`, { answer: "heiße" })).status).toBe(200);
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["message_sent", "mistake_practised"]);
  });
});

describe("the streak and the heatmap", () => {
  /** The days in a row that end today (or yesterday, when today has no study yet), read from the heatmap. */
  const runInHeatmap = (days: { day: string; events: number }[]) => {
    const studied = days.map((d) => d.events > 0);
    let end = studied.length - 1;
    if (!studied[end]) end--;
    let run = 0;
    while (end - run >= 0 && studied[end - run]) run++;
    return run;
  };

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC", "Asia/Kolkata"])(
    "agree for a learner in %s, whose days are cut at their own midnight",
    async (timeZone) => {
      const { client, id } = await signedInUser(t);
      expect((await client.patch("/api/settings", { timeZone })).status).toBe(200);
      // Study actions 0, 20, 44 and 70 hours ago: in some zones three days in a row, in others a gap.
      const now = Date.now();
      for (const hours of [0, 20, 44, 70])
        await recordActivity(t.database.db, id, { kind: "quiz_answered" }, new Date(now - hours * 3_600_000));
      const p = await progressOf(client);
      const localDays = new Set(
        [0, 20, 44, 70].map((h) => new Date(now - h * 3_600_000).toLocaleDateString("en-CA", { timeZone })),
      );
      expect(p.days.filter((d: { events: number }) => d.events > 0).map((d: { day: string }) => d.day)).toEqual(
        [...localDays].sort(),
      );
      expect(p.streak).toBe(runInHeatmap(p.days));
      expect(p.streak).toBeGreaterThan(0);
    },
  );
});
