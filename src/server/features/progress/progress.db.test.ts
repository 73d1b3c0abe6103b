import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEATMAP_WEEKS } from "../../../shared/schemas/progress";
import { loadCourses } from "../../content/load";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "../../testing/harness";
import { type ActivityEvent, recordActivity } from "../activity";
import { addDays, localDay, weekStart } from "./rules";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const german = loadCourses().find((c) => c.id === "complete-german")!;
const chapter1 = german.chapters[0]!;

const progressOf = async (client: TestClient) => {
  const res = await client.get("/api/progress");
  expect(res.status).toBe(200);
  return json(res);
};

/** Study events recorded as the features record them, at chosen times (the API always records "now"). */
async function addEvents(
  userId: string,
  events: {
    kind: "lesson_completed" | "study_session" | "words_saved" | "words_reviewed";
    at: Date;
    seconds?: number;
    count?: number;
  }[],
) {
  for (const e of events) {
    const event: ActivityEvent =
      e.kind === "lesson_completed"
        ? { kind: e.kind, courseId: german.id, scenarioId: chapter1.scenarios[0]!.id }
        : e.kind === "study_session"
          ? { kind: e.kind, seconds: e.seconds ?? 0 }
          : { kind: e.kind, count: e.count ?? 1 };
    await recordActivity(t.database.db, userId, event, e.at);
  }
}

const daysAgo = (n: number, hourUtc = 12) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - n);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};

const complete = (client: TestClient, scenarioId: string) =>
  client.post(`/api/courses/${german.id}/scenarios/${scenarioId}/progress`, { progress: 100 });

describe("progress API", () => {
  it("refuses visitors", async () => {
    expect((await testClient(t).get("/api/progress")).status).toBe(401);
  });

  it("shows a new learner nothing earned, the goals from settings and where to start", async () => {
    const { client } = await signedInUser(t);
    await client.patch("/api/settings", { dailyGoalMinutes: 45, weeklyGoalSessions: 3, proficiency: "elementary" });
    const p = await progressOf(client);
    expect(p).toMatchObject({
      hasActivity: false,
      currentLevel: "A2",
      studyTime: 0,
      streak: 0,
      longestStreak: 0,
      dailyGoal: { completed: 0, target: 45 },
      weeklyGoal: { completed: 0, target: 3 },
      activity: [],
      startHref: `/course/${german.id}/scenario/${chapter1.scenarios[0]!.id}/characters`,
    });
    expect(p.achievements.map((a: { title: string; earned: boolean }) => [a.title, a.earned])).toEqual([
      ["First Lesson", false],
      ["Week Streak", false],
      ["Chapter Master", false],
    ]);
    expect(p.coursesProgress.find((c: { courseId: string }) => c.courseId === german.id)).toEqual({
      courseId: german.id,
      title: german.title,
      progress: 0,
      chaptersCompleted: 0,
      totalChapters: german.chapters.length,
    });
    // Whole weeks from a Monday through today.
    expect(p.days.length).toBeGreaterThan(7 * (HEATMAP_WEEKS - 1));
    expect(p.days.length).toBeLessThanOrEqual(7 * HEATMAP_WEEKS);
    expect(weekStart(p.days[0].day)).toBe(p.days[0].day);
    expect(p.days.at(-1).day).toBe(p.today);
  });

  it("counts focus time towards today's minutes, this week's sessions and the total", async () => {
    const { client } = await signedInUser(t);
    await client.put(`/api/study-sessions/${crypto.randomUUID()}`, { seconds: 600, surface: "chat" });
    await client.put(`/api/study-sessions/${crypto.randomUUID()}`, { seconds: 330, surface: "cards" });
    const p = await progressOf(client);
    expect(p).toMatchObject({
      hasActivity: true,
      studyTime: 930,
      streak: 1,
      dailyGoal: { completed: 15, target: 30 },
      weeklyGoal: { completed: 2, target: 5 },
    });
    expect(p.days.at(-1)).toEqual({ day: p.today, minutes: 16, events: 2 });
  });

  it("keeps yesterday's streak until today is over, and loses it after a day without study", async () => {
    const kept = await signedInUser(t);
    await addEvents(
      kept.id,
      [1, 2, 3].map((n) => ({ kind: "study_session", at: daysAgo(n), seconds: 60 })),
    );
    expect((await progressOf(kept.client)).streak).toBe(3);

    const lost = await signedInUser(t);
    await addEvents(
      lost.id,
      [2, 3, 4].map((n) => ({ kind: "words_reviewed", at: daysAgo(n), count: 1 })),
    );
    const p = await progressOf(lost.client);
    expect(p.streak).toBe(0);
    expect(p.longestStreak).toBe(3);
  });

  /** A learner in `timeZone` who studied at the given instants. */
  async function learnerIn(timeZone: string, instants: Date[]) {
    const learner = await signedInUser(t);
    expect((await learner.client.patch("/api/settings", { timeZone })).status).toBe(200);
    await addEvents(
      learner.id,
      instants.map((at) => ({ kind: "study_session" as const, at, seconds: 60 })),
    );
    return progressOf(learner.client);
  }

  it("cuts days at the learner's midnight, in the time zone saved in their settings", async () => {
    // 23:30 and 00:30 UTC: two days in UTC, one evening in New York, one night in Berlin (00:30 and 01:30).
    const late = daysAgo(2, 23);
    late.setUTCMinutes(30);
    const early = new Date(late.getTime() + 60 * 60 * 1000);
    expect((await learnerIn("UTC", [late, early])).longestStreak).toBe(2);
    expect((await learnerIn("America/New_York", [late, early])).longestStreak).toBe(1);
    const berlin = await learnerIn("Europe/Berlin", [late, early]);
    expect(berlin.longestStreak).toBe(1);
    expect(berlin.today).toBe(localDay(new Date(), "Europe/Berlin"));
  });

  it("keeps a day once studied when the learner moves to another time zone", async () => {
    const { client, id } = await signedInUser(t);
    const late = daysAgo(1, 23); // 23:00 UTC yesterday
    await addEvents(id, [{ kind: "study_session", at: late, seconds: 60 }]);
    await client.patch("/api/settings", { timeZone: "Asia/Tokyo" }); // that was 08:00 today there
    await addEvents(id, [{ kind: "study_session", at: daysAgo(0, 1), seconds: 60 }]); // 10:00 today in Tokyo
    expect((await progressOf(client)).longestStreak).toBe(2);
  });

  it("buckets days right across a DST change", async () => {
    // New York springs forward on 2026-03-08. In New York time: 23:59 on the 7th, midnight of the 8th, 23:59 EDT
    // on the 8th and 00:30 EDT on the 9th (which a fixed UTC-5 would put on the 8th): three days in a row.
    const instants = [
      "2026-03-08T04:59:00Z",
      "2026-03-08T05:00:00Z",
      "2026-03-09T03:59:00Z",
      "2026-03-09T04:30:00Z",
    ].map((iso) => new Date(iso));
    const ny = await learnerIn("America/New_York", instants);
    expect(ny.longestStreak).toBe(3);
    expect(ny.activity[0]).toMatchObject({ type: "streak_milestone", timestamp: "2026-03-09T04:30:00.000Z" });
    expect((await learnerIn("UTC", instants)).longestStreak).toBe(2);
    expect((await learnerIn("America/Caracas", instants)).longestStreak).toBe(2);
  });

  it("earns achievements and lists lessons, saved words and streak milestones, newest first", async () => {
    const { client, id } = await signedInUser(t);
    for (const scenario of chapter1.scenarios) expect((await complete(client, scenario.id)).status).toBe(200);
    await addEvents(id, [
      ...[8, 7, 6, 5, 4, 3, 2].map((n) => ({ kind: "study_session" as const, at: daysAgo(n), seconds: 120 })),
      { kind: "lesson_completed", at: daysAgo(5, 13) },
      { kind: "words_saved", at: daysAgo(3, 14), count: 1 },
      { kind: "words_saved", at: daysAgo(3, 15), count: 1 },
    ]);
    const p = await progressOf(client);
    expect(p.achievements.every((a: { earned: boolean }) => a.earned)).toBe(true);
    expect(p.currentLevel).toBe("A1");
    expect(p.coursesProgress.find((c: { courseId: string }) => c.courseId === german.id).chaptersCompleted).toBe(1);
    expect(p.streak).toBe(0); // yesterday was missed
    expect(p.longestStreak).toBe(7);
    expect(
      p.activity.map((a: { type: string; title: string; description: string }) => [a.type, a.title, a.description]),
    ).toEqual([
      ["streak_milestone", "7-day streak", "Studied 7 days in a row"],
      ["new_words", "New words", "Saved 2 new words"],
      ["lesson_completed", "Lesson completed", `${chapter1.scenarios[0]!.title} · ${german.title}`],
      ["streak_milestone", "3-day streak", "Studied 3 days in a row"],
    ]);
    expect(p.activity[1].timestamp).toBe(daysAgo(3, 15).toISOString());
    // What each entry counts, for the interface to word it in the learner's language.
    expect(p.activity.map((a: { count?: number }) => a.count)).toEqual([7, 2, undefined, 3]);
    expect(p.activity[2]).toMatchObject({ scenarioTitle: chapter1.scenarios[0]!.title, courseTitle: german.title });
  });

  it("never shows another learner's activity", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.put(`/api/study-sessions/${crypto.randomUUID()}`, { seconds: 1200, surface: "chat" });
    await addEvents(a.id, [{ kind: "lesson_completed", at: daysAgo(1) }]);
    await complete(a.client, chapter1.scenarios[0]!.id);
    const other = await progressOf(b.client);
    expect(other).toMatchObject({ hasActivity: false, studyTime: 0, streak: 0, activity: [] });
    expect(other.dailyGoal.completed).toBe(0);
    expect(other.days.every((d: { events: number }) => d.events === 0)).toBe(true);
    expect(other.achievements.some((x: { earned: boolean }) => x.earned)).toBe(false);
    expect((await progressOf(a.client)).hasActivity).toBe(true);
  });

  it("counts only this week's sessions (Monday to today) for the weekly goal", async () => {
    const { client, id } = await signedInUser(t);
    const today = localDay(new Date(), "UTC");
    const monday = weekStart(today);
    const lastSunday = addDays(monday, -1);
    await addEvents(id, [
      { kind: "study_session", at: new Date(`${lastSunday}T23:00:00Z`), seconds: 60 },
      { kind: "study_session", at: new Date(`${monday}T00:30:00Z`), seconds: 60 },
    ]);
    expect((await progressOf(client)).weeklyGoal.completed).toBe(1);
  });
});
