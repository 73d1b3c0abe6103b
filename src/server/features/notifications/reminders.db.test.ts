import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_INVALID } from "../../../shared/schemas/notifications";
import { CourseLibrary } from "../../content/course-library";
import { userSettings } from "../../db/schema";
import type { OutboxMail } from "../../mail/mailer";
import { createTestApp, json, signedInUser, type TestApp, testClient } from "../../testing/harness";
import { startTestQueue, type TestQueue } from "../../testing/notification-queue";
import { recordActivity } from "../activity";
import { dueReminders } from "./data";
import { queueDueReminders, REMINDER_MAIL } from "./jobs";
import { noticeLinks } from "./links";

/** The daily reminder with the real queue (pg-boss) on the test database: PGlite, and PostgreSQL in that project. */

const library = new CourseLibrary();
let t: TestApp;
let queue: TestQueue;
let boss: TestQueue["boss"];
beforeAll(async () => {
  t = await createTestApp();
  queue = await startTestQueue(t);
  boss = queue.boss;
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

/** 2026-11-24 18:30 in Berlin (UTC+1). */
const NOW = new Date("2026-11-24T17:30:00Z");
const reminders = (email: string) =>
  (t.mailer.outbox?.() ?? []).filter((m) => m.to === email && m.headers?.["List-Unsubscribe"]);

async function learner(settings: Record<string, unknown> = {}) {
  const l = await signedInUser(t, "Rosa Lernt");
  const res = await l.client.patch("/api/settings", { timeZone: "Europe/Berlin", reminderTime: "18:00", ...settings });
  expect(res.status, await res.clone().text()).toBe(200);
  return l;
}

/** Waits until the queue has no reminder left to send. */
const settled = () => queue.settled(REMINDER_MAIL);

describe("daily reminder", () => {
  it("reaches a learner who has not studied today exactly once, however often the scan runs", async () => {
    const rosa = await learner();
    await queueDueReminders(boss, t.database.db, NOW);
    await queueDueReminders(boss, t.database.db, NOW);
    await settled();
    await queueDueReminders(boss, t.database.db, new Date(NOW.getTime() + 60_000));
    await settled();
    const mails = reminders(rosa.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Time for today's practice with Parley");
    expect(mails[0]!.text).toContain("You have not practised today yet.");
    expect(mails[0]!.text).toContain("You get this mail because 'Daily reminders' is on.");
    expect(mails[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("does not reach a learner who studied today, nor one whose reminder time has not come", async () => {
    const studied = await learner();
    await recordActivity(t.database.db, studied.id, { kind: "study_session", seconds: 300 }, NOW);
    const later = await learner({ reminderTime: "19:00" });
    const due = (await dueReminders(t.database.db, NOW)).map((r) => r.userId);
    expect(due).not.toContain(studied.id);
    expect(due).not.toContain(later.id);
    await queueDueReminders(boss, t.database.db, NOW);
    await settled();
    expect(reminders(studied.email)).toEqual([]);
    expect(reminders(later.email)).toEqual([]);
  });

  it("follows the learner's time zone and day", async () => {
    const tokyo = await learner({ timeZone: "Asia/Tokyo", reminderTime: "02:00" });
    // 17:30 UTC is 02:30 the next day in Tokyo.
    expect(await dueReminders(t.database.db, NOW)).toContainEqual({ userId: tokyo.id, day: "2026-11-25" });
    const off = await learner({ dailyReminders: false });
    expect((await dueReminders(t.database.db, NOW)).map((r) => r.userId)).not.toContain(off.id);
  });

  it("says the streak at stake and links to the scenario to continue, in the learner's language", async () => {
    const anna = await learner({ interfaceLanguage: "de" });
    for (const daysAgo of [1, 2, 3]) {
      await recordActivity(
        t.database.db,
        anna.id,
        { kind: "study_session", seconds: 120 },
        new Date(NOW.getTime() - daysAgo * 86_400_000),
      );
    }
    const german = library.courses.find((c) => c.id === "complete-german")!;
    const scenario = german.chapters[0]!.scenarios[0]!;
    const character = scenario.characters[0]!;
    await anna.client.get(`/api/chat/${german.id}/${scenario.id}/${character.id}`);
    await queueDueReminders(boss, t.database.db, NOW);
    await settled();
    const [mail] = reminders(anna.email);
    expect(mail!.subject).toBe("Halte deine Serie von 3 Tagen");
    const title = library.in("de").scene(german.id, scenario.id, character.id)!.scenario.title;
    expect(mail!.text).toContain(`Weiter mit „${title}“: ${t.env.appUrl}/course/${german.id}/scenario/`);
    expect(mail!.html).toContain(`${t.env.appUrl}/settings`);
  });

  it("is not sent when the learner turned reminders off after it was queued", async () => {
    const rosa = await learner();
    await boss.offWork(REMINDER_MAIL);
    try {
      await queueDueReminders(boss, t.database.db, NOW);
      await rosa.client.patch("/api/settings", { dailyReminders: false });
    } finally {
      await queue.work();
    }
    await settled();
    expect(reminders(rosa.email)).toEqual([]);
  });
});

describe("one-click unsubscribe", () => {
  it("turns 'Daily reminders' off from the mail's List-Unsubscribe link, signed out, and no reminder follows", async () => {
    const rosa = await learner();
    await queueDueReminders(boss, t.database.db, NOW);
    await settled();
    const [mail] = reminders(rosa.email) as [OutboxMail];
    const link = /^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;
    expect(mail.text).toContain(`${t.env.appUrl}/unsubscribe?token=`);

    // What a mail client sends (RFC 8058): a form post, no cookie.
    const res = await t.app.request(link.replace(t.env.appUrl, ""), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ kind: "reminder" });
    const [row] = await t.database.db
      .select({ on: userSettings.dailyReminders })
      .from(userSettings)
      .where(eq(userSettings.userId, rosa.id));
    expect(row!.on).toBe(false);
    expect(
      (await dueReminders(t.database.db, new Date(NOW.getTime() + 86_400_000))).map((r) => r.userId),
    ).not.toContain(rosa.id);
  });

  it("turns off exactly the setting of the mail's kind: achievements and course updates too", async () => {
    const rosa = await learner();
    for (const [kind, setting] of [
      ["achievement", "achievementNotifications"],
      ["course-update", "courseUpdates"],
    ] as const) {
      const { oneClickUrl } = noticeLinks(t.env, kind, rosa.id);
      const res = await testClient(t).post(oneClickUrl.replace(t.env.appUrl, ""), {});
      expect(await json(res)).toEqual({ kind });
      const settings = await json(await rosa.client.get("/api/settings"));
      expect(settings[setting]).toBe(false);
      expect(settings.dailyReminders).toBe(true);
    }
  });

  it("refuses a link that is not signed by this server, changing nothing", async () => {
    const other = await learner();
    const forged = `reminder.${other.id}.${"A".repeat(43)}`;
    const res = await testClient(t).post(`/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, {});
    expect(res.status).toBe(400);
    expect((await json(res)).error).toEqual({ code: "UNSUBSCRIBE_INVALID", message: UNSUBSCRIBE_INVALID });
    const kindless = await testClient(t).post(`/api/notifications/unsubscribe?token=nonsense`, {});
    expect(kindless.status).toBe(400);
    const [row] = await t.database.db
      .select({ on: userSettings.dailyReminders })
      .from(userSettings)
      .where(eq(userSettings.userId, other.id));
    expect(row!.on).toBe(true);
  });
});
