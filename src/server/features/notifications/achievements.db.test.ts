import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LESSON_MESSAGES } from "../../../shared/schemas/chat";
import { earnedAchievements } from "../../db/schema";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient } from "../../testing/harness";
import { startTestQueue, type TestQueue } from "../../testing/notification-queue";
import { recordActivity } from "../activity";
import { ACHIEVEMENT_MAIL, queueAchievementMails } from "./jobs";

/**
 * Achievements as events: earned once (by a lesson or a study streak), shown once as a toast ('unseen'), and mailed
 * once to learners with 'Achievement notifications' on, through the real queue.
 */

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

const { chatPath } = firstGermanChat();
const mailsTo = (email: string) =>
  (t.mailer.outbox?.() ?? []).filter((m) => m.to === email && m.subject.startsWith("Achievement unlocked"));

const settled = () => queue.settled(ACHIEVEMENT_MAIL);

async function completeLesson(client: TestClient) {
  const conversation = await json(await client.get(chatPath));
  for (let i = 0; i < LESSON_MESSAGES; i++) {
    const res = await client.post(`/api/chat/conversations/${conversation.id}/messages`, {
      clientId: crypto.randomUUID(),
      content: "Hallo, ich heiße Ada.",
    });
    await res.text();
  }
}

describe("achievements", () => {
  it("a first completed lesson earns 'First Lesson' once: one toast, one mail", async () => {
    const ada = await signedInUser(t, "Ada");
    expect(await json(await ada.client.get("/api/progress/achievements/unseen"))).toEqual({ achievements: [] });
    await completeLesson(ada.client);
    expect(await json(await ada.client.get("/api/progress/achievements/unseen"))).toEqual({
      achievements: ["first-lesson"],
    });
    expect((await ada.client.post("/api/progress/achievements/seen", {})).status).toBe(204);
    expect(await json(await ada.client.get("/api/progress/achievements/unseen"))).toEqual({ achievements: [] });

    await queueAchievementMails(boss, t.database.db);
    await queueAchievementMails(boss, t.database.db);
    await settled();
    await queueAchievementMails(boss, t.database.db);
    await settled();
    const mails = mailsTo(ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Achievement unlocked: First Lesson");
    expect(mails[0]!.text).toContain("you completed your first lesson");
    expect(mails[0]!.text).toContain(`${t.env.appUrl}/progress`);
    expect(mails[0]!.headers!["List-Unsubscribe"]).toContain("/api/notifications/unsubscribe?token=achievement.");
  });

  it("seven days in a row earn 'Week Streak' on the seventh day's first study event", async () => {
    const bo = await signedInUser(t, "Bo");
    const day = 86_400_000;
    const start = Date.now() - 6 * day;
    for (let i = 0; i < 6; i++) {
      await recordActivity(t.database.db, bo.id, { kind: "words_reviewed", count: 1 }, new Date(start + i * day));
    }
    expect((await json(await bo.client.get("/api/progress/achievements/unseen"))).achievements).toEqual([]);
    await recordActivity(t.database.db, bo.id, { kind: "words_reviewed", count: 1 });
    expect((await json(await bo.client.get("/api/progress/achievements/unseen"))).achievements).toEqual([
      "week-streak",
    ]);
  });

  it("is not mailed to a learner with 'Achievement notifications' off, and not again once decided", async () => {
    const cy = await signedInUser(t, "Cy");
    await cy.client.patch("/api/settings", { achievementNotifications: false });
    await completeLesson(cy.client);
    await queueAchievementMails(boss, t.database.db);
    await settled();
    expect(mailsTo(cy.email)).toEqual([]);
    const [row] = await t.database.db
      .select({ mailedAt: earnedAchievements.mailedAt })
      .from(earnedAchievements)
      .where(eq(earnedAchievements.userId, cy.id));
    expect(row!.mailedAt).not.toBeNull();
  });
});
