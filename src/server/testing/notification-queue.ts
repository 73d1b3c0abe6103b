import { CourseLibrary } from "../content/course-library";
import { startNotificationJobs } from "../features/notifications/jobs";
import { createQueue } from "../jobs/queue";
import { createLogger } from "../logger";
import type { TestApp } from "./harness";

/** The notification jobs on a test app's database with the real queue, polled fast; for the notification tests. */
export async function startTestQueue(t: TestApp, courseLibrary = new CourseLibrary()) {
  const logger = createLogger("silent");
  const boss = createQueue(t.database, logger);
  await boss.start();
  const services = { db: t.database.db, env: t.env, mailer: t.mailer, courseLibrary, logger };
  const work = () => startNotificationJobs(boss, services, { schedule: false, pollingIntervalSeconds: 0.5 });
  await work();
  return {
    boss,
    /** Starts the workers again (after a test stopped them with offWork). */
    work,
    /** Waits until `queue` has no job left that is not completed. */
    async settled(queue: string) {
      for (let i = 0; i < 100; i++) {
        if ((await boss.getQueueSize(queue, { before: "completed" })) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`jobs of ${queue} still queued`);
    },
    stop: () => boss.stop({ graceful: false, wait: true }) as Promise<void>,
  };
}

export type TestQueue = Awaited<ReturnType<typeof startTestQueue>>;
