import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity } from "../../db/schema";
import { createTestApp, signedInUser, type TestApp } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (userId: string) =>
  t.database.db
    .select({
      kind: activity.kind,
      seconds: activity.seconds,
      count: activity.count,
      courseId: activity.courseId,
      scenarioId: activity.scenarioId,
    })
    .from(activity)
    .where(eq(activity.userId, userId))
    .orderBy(asc(activity.occurredAt));

describe("activity events", () => {
  it("records a study session with its seconds and place for each focus-time report", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.post("/api/profile/focus-time", { seconds: 95, courseId: "complete-german", scenarioId: "s1" });
    await a.client.post("/api/profile/focus-time", { seconds: 5 });
    expect(await eventsOf(a.id)).toEqual([
      { kind: "study_session", seconds: 95, count: 0, courseId: "complete-german", scenarioId: "s1" },
      { kind: "study_session", seconds: 5, count: 0, courseId: null, scenarioId: null },
    ]);
    expect(await eventsOf(b.id)).toEqual([]);
  });

  it("records a saved word once: saving it again adds nothing", async () => {
    const { client, id } = await signedInUser(t);
    const word = { word: "Kaffee", meaning: "coffee", language: "de" };
    expect((await client.post("/api/vocabulary", word)).status).toBe(201);
    expect((await client.post("/api/vocabulary", word)).status).toBe(409);
    expect(await eventsOf(id)).toEqual([
      { kind: "words_saved", seconds: 0, count: 1, courseId: null, scenarioId: null },
    ]);
  });

  it("records nothing for refused focus time", async () => {
    const { client, id } = await signedInUser(t);
    expect((await client.post("/api/profile/focus-time", { seconds: 0 })).status).toBe(400);
    expect(await eventsOf(id)).toEqual([]);
  });
});
