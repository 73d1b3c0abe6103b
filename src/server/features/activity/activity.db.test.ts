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
  it("records a saved word once: saving it again adds nothing", async () => {
    const { client, id } = await signedInUser(t);
    const word = { word: "Kaffee", meaning: "coffee", language: "de" };
    expect((await client.post("/api/vocabulary", word)).status).toBe(201);
    expect((await client.post("/api/vocabulary", word)).status).toBe(409);
    expect(await eventsOf(id)).toEqual([
      { kind: "words_saved", seconds: 0, count: 1, courseId: null, scenarioId: null },
    ]);
  });
});
