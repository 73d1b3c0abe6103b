import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourseLibrary } from "../../content/course-library";
import { loadCourses } from "../../content/load";
import { contentScenarios } from "../../db/schema";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, signedInUser, type TestApp } from "../../testing/harness";
import { startTestQueue, type TestQueue } from "../../testing/notification-queue";
import { announceNewScenarios, COURSE_UPDATE_MAIL } from "./jobs";

/** 'Course updates': a new release of the content with new scenarios, announced once to the learners of the course. */

const released = new CourseLibrary();
/** The next release: the German course's first chapter gets one more scenario. */
const next = (() => {
  const courses = structuredClone(loadCourses());
  const chapter = courses.find((c) => c.id === "complete-german")!.chapters[0]!;
  chapter.scenarios.push({ ...structuredClone(chapter.scenarios[0]!), id: "at-the-bakery", title: "At the Bakery" });
  return new CourseLibrary(courses);
})();

let t: TestApp;
let queue: TestQueue;
let boss: TestQueue["boss"];
beforeAll(async () => {
  t = await createTestApp();
  queue = await startTestQueue(t, next);
  boss = queue.boss;
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

const { chatPath } = firstGermanChat();
const updatesTo = (email: string) =>
  (t.mailer.outbox?.() ?? []).filter((m) => m.to === email && m.subject.startsWith("New in"));

const settled = () => queue.settled(COURSE_UPDATE_MAIL);

describe("course updates", () => {
  it("the first start takes note of the content and mails nobody", async () => {
    await t.database.db.delete(contentScenarios);
    expect(await announceNewScenarios(boss, t.database.db, released)).toBe(0);
    expect((await t.database.db.select().from(contentScenarios)).length).toBeGreaterThan(10);
  });

  it("a release with a new scenario mails each learner who started the course once, with it named", async () => {
    const started = await signedInUser(t, "Ada");
    await started.client.get(chatPath);
    const notStarted = await signedInUser(t, "Bo");
    const off = await signedInUser(t, "Cy");
    await off.client.get(chatPath);
    await off.client.patch("/api/settings", { courseUpdates: false });

    expect(await announceNewScenarios(boss, t.database.db, next)).toBeGreaterThan(0);
    await settled();
    // The same release again (a restart, another instance): nothing new.
    expect(await announceNewScenarios(boss, t.database.db, next)).toBe(0);
    await settled();

    const [mail, ...more] = updatesTo(started.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("New in Complete German: 1 scenario");
    expect(mail!.text).toContain("a new scenario to practise: “At the Bakery”.");
    expect(mail!.text).toContain(`${t.env.appUrl}/course/complete-german/scenarios`);
    expect(mail!.headers!["List-Unsubscribe"]).toContain("token=course-update.");
    expect(updatesTo(notStarted.email)).toEqual([]);
    expect(updatesTo(off.email)).toEqual([]);
  });
});
