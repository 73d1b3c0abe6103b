import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCourses, loadTranslations } from "../../content/load";
import { createTestApp, json, signedInUser, type TestApp, testClient } from "../../testing/harness";
import { recordActivity } from "../activity";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scenarioIds = async (client: ReturnType<typeof testClient>) => {
  const course = await json(await client.get("/api/courses/complete-german"));
  return course.chapters.flatMap(
    (c: { scenarios: { id: string; isLocked: boolean; isCompleted: boolean }[] }) => c.scenarios,
  );
};

describe("course API", () => {
  it("answers unknown courses and scenarios with the spec's messages", async () => {
    const visitor = testClient(t);
    const course = await visitor.get("/api/courses/klingon");
    expect(course.status).toBe(404);
    expect((await json(course)).error.message).toBe("Course not found");
    const scenario = await visitor.get("/api/courses/complete-german/scenarios/nowhere");
    expect(scenario.status).toBe(404);
    expect((await json(scenario)).error.message).toBe("Scenario not found");
  });

  it("shows a visitor the German course with only the first scenario unlocked", async () => {
    const scenarios = await scenarioIds(testClient(t));
    expect(scenarios.length).toBeGreaterThanOrEqual(18);
    expect(scenarios.filter((s: { isLocked: boolean }) => !s.isLocked)).toHaveLength(1);
    expect(scenarios[0].isLocked).toBe(false);
  });

  it("completing scenario 1 unlocks scenario 2, for that learner only", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const [first, second, third] = await scenarioIds(a.client);
    const locked = await a.client.post(`/api/courses/complete-german/scenarios/${second.id}/progress`, {
      progress: 100,
    });
    expect(locked.status).toBe(409);
    expect((await json(locked)).error.message).toBe("Complete the previous scenario first.");

    const res = await a.client.post(`/api/courses/complete-german/scenarios/${first.id}/progress`, { progress: 100 });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ progress: 100, completed: true });
    const after = await scenarioIds(a.client);
    expect(after[0].isCompleted).toBe(true);
    expect(after[1].isLocked).toBe(false);
    expect(after[2].id).toBe(third.id);
    expect(after[2].isLocked).toBe(true);
    expect((await scenarioIds(b.client))[1].isLocked).toBe(true);

    const summary = (await json(await a.client.get("/api/courses"))).courses.find(
      (c: { id: string }) => c.id === "complete-german",
    );
    expect(summary.status).toBe("in-progress");
    expect(summary.progress).toBeGreaterThan(0);
  });

  it("never lowers progress and keeps the first completion", async () => {
    const a = await signedInUser(t);
    const [first] = await scenarioIds(a.client);
    const url = `/api/courses/complete-german/scenarios/${first.id}/progress`;
    expect(await json(await a.client.post(url, { progress: 40 }))).toEqual({ progress: 40, completed: false });
    expect(await json(await a.client.post(url, { progress: 20 }))).toEqual({ progress: 40, completed: false });
    expect(await json(await a.client.post(url, { progress: 100 }))).toEqual({ progress: 100, completed: true });
  });

  it.each([[150], [-1], [12.5], ["half"]])("refuses progress %j with 400", async (progress) => {
    const a = await signedInUser(t);
    const [first] = await scenarioIds(a.client);
    const res = await a.client.post(`/api/courses/complete-german/scenarios/${first.id}/progress`, { progress });
    expect(res.status).toBe(400);
  });

  it("refuses progress from visitors", async () => {
    const res = await testClient(t).post("/api/courses/complete-german/scenarios/x/progress", { progress: 100 });
    expect(res.status).toBe(401);
  });

  it("describes one scenario with its chapter and tutors", async () => {
    const [first] = await scenarioIds(testClient(t));
    const detail = await json(await testClient(t).get(`/api/courses/complete-german/scenarios/${first.id}`));
    expect(detail.course.title).toBe("Complete German");
    expect(detail.chapter.chapterNumber).toBe(1);
    expect(detail.scenario.characters.length).toBeGreaterThanOrEqual(2);
    const avatar = await t.app.request(detail.scenario.characters[0].avatar);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("content-type")).toBe("image/svg+xml");
    expect((await t.app.request("/avatars/characters/not-a-tutor.svg")).status).toBe(404);
  });
});

describe("course texts in the interface's language", () => {
  const courses = loadCourses();
  const german = courses.find((c) => c.id === "complete-german")!;
  const scenario = german.chapters[0]!.scenarios[0]!;
  const character = scenario.characters[0]!;
  const translations = loadTranslations(courses);
  const textsIn = (locale: "de" | "fr") => translations.get(locale)!.get(german.id)!;
  const asking = (language: string, cookie?: string): RequestInit => ({
    headers: { "Accept-Language": language, ...(cookie ? { Cookie: cookie } : {}) },
  });

  it("the chooser, the course and a scenario come in the language the client asks for", async () => {
    const list = await t.app.request("/api/courses", asking("de-DE,de;q=0.9"));
    expect(list.headers.get("vary")).toContain("Accept-Language");
    const summary = (await json(list)).courses.find((c: { id: string }) => c.id === german.id);
    expect(summary).toMatchObject({ ...textsIn("de").course, language: "de", level: "Beginner" });

    const course = await json(await t.app.request(`/api/courses/${german.id}`, asking("fr")));
    const french = textsIn("fr");
    expect(course.title).toBe(french.course.title);
    expect(course.chapters[0].title).toBe(french.chapters[german.chapters[0]!.id]!.title);
    const first = course.chapters[0].scenarios[0];
    expect(first).toMatchObject({
      id: scenario.id,
      ...french.scenarios[scenario.id],
      estimatedTime: scenario.estimatedTime,
    });
    // The list counts the tutors; the scenario's own read brings them.
    expect(first.tutorCount).toBe(scenario.characters.length);
    expect(first).not.toHaveProperty("characters");

    const detail = await json(await t.app.request(`/api/courses/${german.id}/scenarios/${scenario.id}`, asking("de")));
    expect(detail.course.title).toBe(textsIn("de").course.title);
    expect(detail.scenario.title).toBe(textsIn("de").scenarios[scenario.id]!.title);
    // The tutor's own words stay in the language being learnt.
    expect(detail.scenario.characters[0]).toMatchObject({
      name: character.name,
      openingLine: character.openingLine,
      ...textsIn("de").characters[character.id],
    });
  });

  it("stay the content's English for English and for languages we do not have", async () => {
    for (const language of ["en-GB", "ja"]) {
      const course = await json(await t.app.request(`/api/courses/${german.id}`, asking(language)));
      expect(course.title).toBe(german.title);
      expect(course.chapters[0].scenarios[0].title).toBe(scenario.title);
    }
  });

  it("the progress page names courses and lessons in that language", async () => {
    const { client, id } = await signedInUser(t);
    await recordActivity(t.database.db, id, { kind: "lesson_completed", courseId: german.id, scenarioId: scenario.id });
    const progress = await json(await t.app.request("/api/progress", asking("de", client.cookie)));
    const texts = textsIn("de");
    expect(progress.coursesProgress.find((c: { courseId: string }) => c.courseId === german.id).title).toBe(
      texts.course.title,
    );
    expect(progress.activity[0]).toMatchObject({
      type: "lesson_completed",
      scenarioTitle: texts.scenarios[scenario.id]!.title,
      courseTitle: texts.course.title,
    });
  });
});
