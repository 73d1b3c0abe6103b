import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { CourseLibrary } from "../../content/course-library";
import { type Database, openDatabase } from "../../db/client";
import { loadEnv } from "../../env";
import { createQueue } from "../../jobs/queue";
import { createLogger } from "../../logger";
import { createMailer } from "../../mail/mailer";
import { signedInUser, type TestApp } from "../../testing/harness";
import { createTemporaryDatabase } from "../../testing/postgres";
import { createNotificationQueues, queueDueReminders, REMINDER_MAIL, startNotificationJobs } from "./jobs";

/**
 * Several server instances on one PostgreSQL: each reminder is sent once, and one queued by an instance that then
 * crashed is sent by another.
 */

const logger = createLogger("silent");
const courseLibrary = new CourseLibrary();
const NOW = new Date("2026-11-24T17:30:00Z");
let temporary: Awaited<ReturnType<typeof createTemporaryDatabase>>;
let t: TestApp;
const opened: Database[] = [];
const outboxDir = mkdtempSync(join(tmpdir(), "parley-instances-"));
const env = loadEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), DATA_DIR: outboxDir });
const mailer = createMailer({ dataDir: outboxDir, logger });

beforeAll(async () => {
  temporary = await createTemporaryDatabase(process.env.TEST_DATABASE_URL!, "parley_instances");
  // The app the learners sign up with, on the same database as the instances.
  const database = await openDatabase({ url: temporary.url });
  opened.push(database);
  t = {
    app: createApp({ env, database, logger, mailer, courseLibrary }),
    database,
    env,
    mailer,
    close: async () => {},
  };
});
afterAll(async () => {
  for (const database of opened) await database.close();
  await temporary.drop();
});

/** One more server instance: its own connection pool and queue on the same database. */
async function instance() {
  const database = await openDatabase({ url: temporary.url });
  opened.push(database);
  const boss = createQueue(database, logger);
  await boss.start();
  const services = { db: database.db, env, mailer, courseLibrary, logger };
  return { database, boss, services };
}

const remindersTo = (email: string) =>
  (mailer.outbox?.() ?? []).filter((m) => m.to === email && m.headers?.["List-Unsubscribe"]);

async function waitFor(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("reminders across server instances", () => {
  it("two instances scanning and working at once send one mail", async () => {
    const learner = await signedInUser(t);
    await learner.client.patch("/api/settings", { timeZone: "Europe/Berlin", reminderTime: "18:00" });
    const a = await instance();
    const b = await instance();
    for (const i of [a, b])
      await startNotificationJobs(i.boss, i.services, { schedule: false, pollingIntervalSeconds: 0.5 });
    await Promise.all([queueDueReminders(a.boss, a.database.db, NOW), queueDueReminders(b.boss, b.database.db, NOW)]);
    await waitFor(() => remindersTo(learner.email).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(remindersTo(learner.email)).toHaveLength(1);
    await a.boss.stop({ graceful: false, wait: true });
    await b.boss.stop({ graceful: false, wait: true });
  });

  it("a reminder queued by an instance that crashed before sending it is sent by another", async () => {
    const learner = await signedInUser(t);
    await learner.client.patch("/api/settings", { timeZone: "Europe/Berlin", reminderTime: "18:00" });
    const a = await instance();
    await createNotificationQueues(a.boss);
    expect(await queueDueReminders(a.boss, a.database.db, NOW)).toBeGreaterThan(0);
    // The crash: the instance goes away with the job queued and no worker having taken it.
    await a.boss.stop({ graceful: false, wait: false });
    await a.database.close();
    expect(remindersTo(learner.email)).toEqual([]);

    const b = await instance();
    expect(await b.boss.getQueueSize(REMINDER_MAIL)).toBeGreaterThan(0);
    await startNotificationJobs(b.boss, b.services, { schedule: false, pollingIntervalSeconds: 0.5 });
    await waitFor(() => remindersTo(learner.email).length > 0);
    expect(remindersTo(learner.email)).toHaveLength(1);
    await b.boss.stop({ graceful: false, wait: true });
  });
});
