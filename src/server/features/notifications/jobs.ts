import type PgBoss from "pg-boss";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { jobId } from "../../jobs/queue";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { sendAchievementMail } from "./achievements";
import { type CourseUpdate, newScenarios, noteScenariosSeen, sendCourseUpdate } from "./course-updates";
import { type DueReminder, dueReminders, type EarnedAchievement, learnersToTell, unmailedAchievements } from "./data";
import { sendReminder } from "./reminders";

/**
 * The notification mail's jobs: a scan every minute queues the reminders that are due and the achievement mails not
 * yet sent; workers send them.
 */

export const NOTICE_SCAN = "notifications.scan";
export const REMINDER_MAIL = "notifications.reminder-mail";
export const ACHIEVEMENT_MAIL = "notifications.achievement-mail";
export const COURSE_UPDATE_MAIL = "notifications.course-update-mail";

const MAIL_JOB = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInMinutes: 5 } as const;

export interface NotificationServices {
  db: Db;
  env: Pick<Env, "appUrl" | "authSecret">;
  mailer: Mailer;
  courseLibrary: CourseLibrary;
  logger: Logger;
}

/** Queues every reminder due at `now` (each learner and day once, however often this runs). */
export async function queueDueReminders(boss: PgBoss, db: Db, now: Date): Promise<number> {
  const due = await dueReminders(db, now);
  for (const reminder of due) {
    // A worker that died while sending gives the job back after expireInMinutes (another instance then sends it).
    await boss.send(REMINDER_MAIL, reminder, { id: jobId(REMINDER_MAIL, reminder.userId, reminder.day), ...MAIL_JOB });
  }
  return due.length;
}

/** Queues the mail of every achievement earned and not yet mailed (each once, however often this runs). */
export async function queueAchievementMails(boss: PgBoss, db: Db): Promise<number> {
  const earned = await unmailedAchievements(db);
  for (const e of earned) {
    await boss.send(ACHIEVEMENT_MAIL, e, { id: jobId(ACHIEVEMENT_MAIL, e.userId, e.achievementId), ...MAIL_JOB });
  }
  return earned.length;
}

/**
 * At start: the mails of the scenarios this release of the content adds, to the learners who started their courses.
 * Queued before the scenarios are noted as seen, with ids made from the release, so that a crash in between, or
 * several instances starting at once, still queue each mail once.
 */
export async function announceNewScenarios(boss: PgBoss, db: Db, library: CourseLibrary): Promise<number> {
  let queued = 0;
  for (const release of await newScenarios(db, library)) {
    const ids = [...release.scenarioIds].sort().join(",");
    for (const { userId } of await learnersToTell(db, release.courseId)) {
      const update: CourseUpdate = { ...release, userId };
      await boss.send(COURSE_UPDATE_MAIL, update, {
        id: jobId(COURSE_UPDATE_MAIL, userId, release.courseId, ids),
        ...MAIL_JOB,
      });
      queued++;
    }
  }
  await noteScenariosSeen(db, library);
  return queued;
}

export async function createNotificationQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(NOTICE_SCAN, { name: NOTICE_SCAN, policy: "singleton" });
  await boss.createQueue(REMINDER_MAIL, { name: REMINDER_MAIL });
  await boss.createQueue(ACHIEVEMENT_MAIL, { name: ACHIEVEMENT_MAIL });
  await boss.createQueue(COURSE_UPDATE_MAIL, { name: COURSE_UPDATE_MAIL });
}

/** Starts the workers (and, with `schedule`, the minute-by-minute scan). */
export async function startNotificationJobs(
  boss: PgBoss,
  services: NotificationServices,
  options: { schedule: boolean; pollingIntervalSeconds?: number },
): Promise<void> {
  await createNotificationQueues(boss);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work(NOTICE_SCAN, polling, async () => {
    const reminders = await queueDueReminders(boss, services.db, new Date());
    const achievements = await queueAchievementMails(boss, services.db);
    if (reminders + achievements > 0) services.logger.info({ reminders, achievements }, "notification mail queued");
  });
  /** Each mail job: send (or skip) it, and log what happened with what the job is about. */
  const workMail = <T extends object>(
    queue: string,
    send: (services: NotificationServices, data: T) => Promise<"sent" | "skipped">,
    about: (data: T) => object,
    message: string,
  ) =>
    boss.work<T>(queue, polling, async (jobs) => {
      for (const job of jobs) {
        const outcome = await send(services, job.data);
        services.logger.info({ ...about(job.data), outcome }, message);
      }
    });
  await workMail<DueReminder>(REMINDER_MAIL, sendReminder, (r) => ({ userId: r.userId, day: r.day }), "reminder");
  await workMail<EarnedAchievement>(
    ACHIEVEMENT_MAIL,
    sendAchievementMail,
    (e) => ({ userId: e.userId, achievement: e.achievementId }),
    "achievement",
  );
  await workMail<CourseUpdate>(
    COURSE_UPDATE_MAIL,
    sendCourseUpdate,
    (u) => ({ userId: u.userId, course: u.courseId }),
    "course update",
  );
  if (options.schedule) {
    const announced = await announceNewScenarios(boss, services.db, services.courseLibrary);
    if (announced > 0) services.logger.info({ announced }, "course update mail queued");
    await boss.schedule(NOTICE_SCAN, "* * * * *");
  }
}
