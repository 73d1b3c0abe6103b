import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { createApp } from "../app";
import type { CourseLibrary } from "../content/course-library";
import { type Database, openDatabase } from "../db/client";
import { user } from "../db/schema";
import { type Env, loadEnv } from "../env";
import type { WebBundle } from "../http/web";
import { createLogger, type Logger } from "../logger";
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
  options: {
    web?: WebBundle;
    courseLibrary?: CourseLibrary;
    env?: Record<string, string>;
    mailer?: Mailer;
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), "parley-test-"));
  const env = loadEnv({ NODE_ENV: "test", AUTH_SECRET: "x".repeat(32), DATA_DIR: dataDir, ...options.env });
  const logger = options.logger ?? createLogger("silent");
  const mailer = options.mailer ?? createMailer({ dataDir, logger });
  const app = createApp({ env, database, logger, mailer, web: options.web, courseLibrary: options.courseLibrary });
  return { app, database, env, mailer, close: dispose };
}

/** JSON body of a response, typed loosely for assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on arbitrary response shapes
export async function json(response: Response): Promise<any> {
  return response.json();
}

let clientCounter = 0;

/**
 * A browser-like client of the test app: keeps cookies, sends Origin, and talks from its own address
 * (so rate limits of one test do not leak into another).
 */
export function testClient(t: TestApp, ip = `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`) {
  let cookie = "";
  const bindings = { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: "IPv4" } } };
  const request = async (method: string, path: string, body?: unknown) => {
    const res = await t.app.request(
      path,
      {
        method,
        headers: { "Content-Type": "application/json", Origin: t.env.appUrl, ...(cookie ? { Cookie: cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      bindings,
    );
    const jar = new Map(cookie ? cookie.split("; ").map((c) => c.split("=") as [string, string]) : []);
    for (const setCookie of res.headers.getSetCookie()) {
      const [name, value] = setCookie.split(";")[0]!.split("=") as [string, string];
      if (value === "" || /max-age=0/i.test(setCookie)) jar.delete(name);
      else jar.set(name, value);
    }
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    return res;
  };
  return {
    get: (path: string) => request("GET", path),
    post: (path: string, body: unknown) => request("POST", path, body),
    patch: (path: string, body: unknown) => request("PATCH", path, body),
    put: (path: string, body: unknown) => request("PUT", path, body),
    delete: (path: string, body?: unknown) => request("DELETE", path, body),
    get cookie() {
      return cookie;
    },
  };
}
export type TestClient = ReturnType<typeof testClient>;

let userCounter = 0;
export const TEST_PASSWORD = "Secret123";

/** A verified user, signed in: the quick way for feature tests (the auth tests cover the real verification). */
export async function signedInUser(t: TestApp, name = "Test Learner") {
  const email = `learner${++userCounter}-${Date.now()}@example.com`;
  const c = testClient(t);
  const signUp = await c.post("/api/auth/sign-up/email", { name, email, password: TEST_PASSWORD });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await c.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const id = (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
  return { client: c, email, name, id };
}
