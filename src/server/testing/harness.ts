import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { type Env, loadEnv } from "../env";
import type { Catalogue } from "../features/courses/catalogue";
import type { WebBundle } from "../http/web";
import { createLogger } from "../logger";
import { createMailer, type Mailer } from "../mail/mailer";
import { createTemporaryDatabase } from "./postgres";

/**
 * Test harness: a real app on a real database. Under TEST_DB=postgres each call gets a fresh database on the
 * TEST_DATABASE_URL server (dropped on close); otherwise an in-memory PGlite.
 */
export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  env: Env;
  mailer: Mailer;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== "postgres" || !adminUrl) {
    const database = await openDatabase({ dataDir: undefined });
    return { database, dispose: () => database.close() };
  }
  const temporary = await createTemporaryDatabase(adminUrl, "parley_test");
  const database = await openDatabase({ url: temporary.url });
  return {
    database,
    async dispose() {
      await database.close();
      await temporary.drop();
    },
  };
}

export async function createTestApp(
  options: { web?: WebBundle; catalogue?: Catalogue; env?: Record<string, string>; mailer?: Mailer } = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "parley-test-"));
  const env = loadEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), DATA_DIR: dataDir, ...options.env });
  const logger = createLogger("silent");
  const mailer = options.mailer ?? createMailer({ dataDir, logger });
  const app = createApp({ env, database, logger, mailer, web: options.web, catalogue: options.catalogue });
  return { app, database, env, mailer, close: dispose };
}

/** JSON body of a response, typed loosely for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary response shapes
export async function json(response: Response): Promise<any> {
  return response.json();
}
