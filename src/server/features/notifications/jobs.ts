import type PgBoss from "pg-boss";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import { jobId } from "../../jobs/queue";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import type { Catalogue } from "../courses";
import { type DueReminder, dueReminders, sendReminder } from "./reminders";

/** The notification mail's jobs: a scan every minute queues the reminders that are due; workers send them. */

export const REMINDER_SCAN = "notifications.reminder-scan";
export const REMINDER_MAIL = "notifications.reminder-mail";

export interface NotificationServices {
  db: Db;
  env: Pick<Env, "appUrl" | "authSecret">;
  mailer: Mailer;
  catalogue: Catalogue;
  logger: Logger;
}

/** Queues every reminder due at `now` (each learner and day once, however often this runs). */
export async function queueDueReminders(boss: PgBoss, db: Db, now: Date): Promise<number> {
  const due = await dueReminders(db, now);
  for (const reminder of due) {
    await boss.send(REMINDER_MAIL, reminder, {
      id: jobId(REMINDER_MAIL, reminder.userId, reminder.day),
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      // A worker that died while sending gives the job back after this long (another instance then sends it).
      expireInMinutes: 5,
    });
  }
  return due.length;
}

export async function createNotificationQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(REMINDER_SCAN, { name: REMINDER_SCAN, policy: "singleton" });
  await boss.createQueue(REMINDER_MAIL, { name: REMINDER_MAIL });
}

/** Starts the workers (and, with `schedule`, the minute-by-minute scan). */
export async function startNotificationJobs(
  boss: PgBoss,
  services: NotificationServices,
  options: { schedule: boolean; pollingIntervalSeconds?: number },
): Promise<void> {
  await createNotificationQueues(boss);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work(REMINDER_SCAN, polling, async () => {
    const queued = await queueDueReminders(boss, services.db, new Date());
    if (queued > 0) services.logger.info({ queued }, "reminders queued");
  });
  await boss.work<DueReminder>(REMINDER_MAIL, polling, async (jobs) => {
    for (const job of jobs) {
      const outcome = await sendReminder(services, job.data);
      services.logger.info({ userId: job.data.userId, day: job.data.day, outcome }, "reminder");
    }
  });
  if (options.schedule) await boss.schedule(REMINDER_SCAN, "* * * * *");
}
