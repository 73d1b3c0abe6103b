import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/**
 * The job queue (docs/decisions/0015-job-queue.md): pg-boss on our own database, PostgreSQL or the embedded PGlite,
 * through the database's connection (no second pool). Jobs live in the `pgboss` schema; a job is taken by one worker
 * (SKIP LOCKED), so with several server instances each runs once, and a job whose worker died is retried.
 */
export function createQueue(database: Database, logger: Logger, options: PgBoss.ConstructorOptions = {}): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    ...options,
  });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  return boss;
}

/**
 * A job id made from what the job is about (a learner and a day, say): sending the same job twice, from two
 * instances or two runs of a scan, queues it once (pg-boss ignores an id it already holds).
 */
export function jobId(...parts: string[]): string {
  const hex = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
