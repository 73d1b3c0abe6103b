import { existsSync, readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** True when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Raw SQL on the same connection(s), for the job queue (pg-boss): with values one statement, without values a
   * script of several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | { url: string }
  /** `templateFile`: a dump (see createPgliteTemplate) that a new, empty data directory starts from. */
  | { dataDir: string | undefined; templateFile?: string }
) & {
  /** Called with every statement and its parameters (LOG_LEVEL=trace logs them; the bench replays them). */
  onQuery?: (sql: string, params: unknown[]) => void;
};

/**
 * Opens the database and applies the committed migrations.
 * `{ url }` -> PostgreSQL through node-postgres; `{ dataDir }` -> embedded PGlite (in memory when undefined).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const logger = target.onQuery ? { logQuery: target.onQuery } : undefined;
  const opened =
    "url" in target ? openPostgres(target.url, logger) : await openPglite(target.dataDir, target.templateFile, logger);
  // Closing twice (shutdown racing a test's teardown, say) is a no-op.
  let closing: Promise<void> | undefined;
  const database = { ...opened, close: () => (closing ??= opened.close()) };
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function pingWith(db: Db) {
  return async (timeoutMs = 1000) => {
    try {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
      return true;
    } catch {
      return false;
    }
  };
}

type QueryLogger = { logQuery(sql: string, params: unknown[]): void } | undefined;

function openPostgres(url: string, logger: QueryLogger): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (e.g. a server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: pingWith(db as unknown as Db),
    executeSql: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
    migrate: () => migrateExclusively(pool),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock that one migrating instance holds. */
const MIGRATION_LOCK = 7_262_026;

/**
 * Applies the migrations holding a PostgreSQL advisory lock, so that several instances starting at once migrate
 * one after the other (the later ones find nothing left to do) instead of racing on the same DDL.
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Extensions the migrations use (PGlite bundles them; PostgreSQL ships them in contrib). */
const extensions = { pg_trgm };

/** A new data directory starts from the build's template when there is one (and from initdb otherwise). */
function templateFor(dataDir: string, templateFile: string | undefined): Blob | undefined {
  const isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (!isNew || !templateFile || !existsSync(templateFile)) return undefined;
  return new Blob([readFileSync(templateFile)]);
}

async function openPglite(
  dataDir: string | undefined,
  templateFile: string | undefined,
  logger: QueryLogger,
): Promise<Database & { migrate(): Promise<void> }> {
  const template = dataDir ? templateFor(dataDir, templateFile) : undefined;
  const options = { extensions, ...(template ? { loadDataDir: template } : {}) };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: pingWith(db as unknown as Db),
    // PGlite's query() takes one statement; exec() takes a script (without parameters).
    executeSql: async (text, values = []) =>
      values.length > 0
        ? { rows: (await client.query(text, values)).rows }
        : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

/** Builds the template of a new embedded database: an empty PGlite with every migration applied, dumped. */
export async function createPgliteTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions });
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsDir });
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  return dump;
}
