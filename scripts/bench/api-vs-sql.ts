import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { type Db, openDatabase } from "../../src/server/db/client";
import { messages, savedGrammar, user } from "../../src/server/db/schema";
import { createTemporaryDatabase } from "../../src/server/testing/postgres";
import { firstConversation, latency, percentile } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { seedNotes } from "./notes";
import { rawHttpClient } from "./raw-http";
import { germanScenarioIds, seedProgress } from "./scenario-list";
import { freePort, freshDataDir, startServer } from "./server";
import { seedWords } from "./vocabulary";

type Row = [string, string, string];

/** Requests (and SQL replays) timed per row, after WARMUP untimed ones. */
const TIMED = Number(process.env.BENCH_REQUESTS ?? 1000);
/** Untimed requests first: the server and the database client warm up (JIT, caches) before the timing. */
const WARMUP = 300;
const WORDS = 100_000;
const GRAMMAR = 300;
const CHAT_MESSAGES = 60;

/** The reads of the table: what a signed-in learner's pages ask for. `{chat}` is the chat's own path. */
const READS: [name: string, path: string][] = [
  ["settings", "/api/settings"],
  ["vocabulary page", "/api/vocabulary"],
  ["due words", "/api/vocabulary/due"],
  ["notes page", "/api/notes"],
  ["grammar page", "/api/grammar"],
  ["scenario list", "/api/courses/complete-german"],
  ["progress", "/api/progress"],
  ["opening a chat", "{chat}"],
];

interface Statement {
  sql: string;
  params: unknown[];
}

const ms = (x: number) => x.toFixed(2);
const summary = (sorted: number[]) => ({ p50: percentile(sorted, 50), p99: percentile(sorted, 99) });

/** One learner with the data the issue measured: 1,000 completions, 100,000 words, 20,000 notes, grammar, a chat. */
async function seedLearner(db: Db, userId: string, germanIds: string[], conversationId: string) {
  await seedProgress(db, userId, germanIds);
  await seedWords(db, userId, WORDS);
  await seedNotes(db, userId);
  await db.insert(savedGrammar).values(
    Array.from({ length: GRAMMAR }, (_, i) => ({
      userId,
      topic: `Topic ${i}`,
      explanation: `How topic ${i} works, with the rule and its exceptions.`,
      example: `Beispiel ${i}.`,
      savedAt: new Date(Date.now() - i * 3_600_000),
    })),
  );
  await db.insert(messages).values(
    Array.from({ length: CHAT_MESSAGES }, (_, i) => ({
      conversationId,
      userId,
      sender: i % 2 === 0 ? ("user" as const) : ("ai" as const),
      content: `Nachricht ${i}: Ich möchte einen Kaffee und ein Stück Kuchen, bitte.`,
      createdAt: new Date(Date.now() - (CHAT_MESSAGES - i) * 60_000),
    })),
  );
  await db.execute(sql`analyze`);
}

/** p50/p99 of one read, and the session check's own time from Server-Timing. */
async function timeApi(get: (path: string) => Promise<{ status: number; headers: string }>, path: string) {
  const took: number[] = [];
  const session: number[] = [];
  for (let i = 0; i < WARMUP + TIMED; i++) {
    const started = performance.now();
    const { status, headers } = await get(path);
    const elapsed = performance.now() - started;
    if (status !== 200) throw new Error(`${path} answered ${status}`);
    if (i < WARMUP) continue;
    took.push(elapsed);
    const check = /\r\nserver-timing: *session;dur=([\d.]+)/i.exec(headers);
    if (check) session.push(Number(check[1]));
  }
  return { ...summary(took.sort((a, b) => a - b)), session };
}

/** Times the statements of one read, sent one after another as the server sends them. */
async function timeSql(run: (s: Statement) => Promise<unknown>, statements: Statement[]) {
  const took: number[] = [];
  for (let i = 0; i < WARMUP + TIMED; i++) {
    const started = performance.now();
    for (const statement of statements) await run(statement);
    if (i >= WARMUP) took.push(performance.now() - started);
  }
  return summary(took.sort((a, b) => a - b));
}

/**
 * The SQL each read runs: a server started with LOG_LEVEL=trace logs every statement with its parameters (JSON
 * lines), and each request ends with its "request" line.
 */
async function captureSql(env: Record<string, string>, cookie: string, paths: string[]) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { PATH: process.env.PATH, PORT: String(port), APP_URL: url, LOG_LEVEL: "trace", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const waitFor = async (done: (entry: Record<string, unknown>) => boolean) => {
    const seen: Record<string, unknown>[] = [];
    for (;;) {
      const { value, done: ended } = await lines.next();
      if (ended) throw new Error("the tracing server stopped");
      const entry = JSON.parse(value) as Record<string, unknown>;
      seen.push(entry);
      if (done(entry)) return seen;
    }
  };
  try {
    await waitFor((e) => typeof e.msg === "string" && e.msg.startsWith("Parley is running"));
    const http = await rawHttpClient(url, { Cookie: cookie });
    const captured = new Map<string, Statement[]>();
    for (const path of paths) {
      // Once before, so first-time work (the settings row, the session lookup) is not counted.
      const first = http.get(path);
      await waitFor((e) => e.msg === "request");
      await first;
      const pending = http.get(path);
      const entries = await waitFor((e) => e.msg === "request");
      await pending;
      captured.set(
        path,
        entries.filter((e) => e.msg === "sql").map((e) => ({ sql: String(e.sql), params: e.params as unknown[] })),
      );
    }
    http.close();
    return captured;
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function table(
  kind: "PostgreSQL" | "PGlite",
  env: Record<string, string>,
  seed: (email: string, germanIds: string[], conversationId: string) => Promise<void>,
  replay: () => Promise<{ run: (s: Statement) => Promise<unknown>; close(): Promise<void> }>,
  seconds: number,
): Promise<Row[]> {
  const limits = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" };
  let server = await startServer({ ...limits, ...env });
  const credentials = await verifiedUser(server);
  const chat = await firstConversation(server, await sessionCookie(server, credentials));
  const germanIds = await germanScenarioIds(server);
  if (kind === "PGlite") await server.stop(); // PGlite belongs to one process at a time
  await seed(credentials.email, germanIds, chat.id);
  if (kind === "PGlite") server = await startServer({ ...limits, ...env });
  const rows: Row[] = [];
  const paths = READS.map(([, path]) => (path === "{chat}" ? chat.path.replace(server.url, "") : path));
  try {
    const cookie = await sessionCookie(server, credentials);
    const http = await rawHttpClient(server.url, { Cookie: cookie });
    const get = http.get;
    const api = new Map<string, Awaited<ReturnType<typeof timeApi>>>();
    // The floor of any request on this client: no session, no SQL.
    const floor = await timeApi(get, "/api/health");
    for (const path of paths) api.set(path, await timeApi(get, path));
    http.close();
    // Signed-in requests a second at 8 connections (one Node process: one core for JavaScript).
    const perSecond = (await latency(server, cookie, "/api/settings", seconds, 8)).requestsPerSecond;
    await server.stop();
    const statements = await captureSql({ ...limits, ...env }, cookie, paths);
    const database = await replay();
    try {
      const sessionChecks = [...api.values()].flatMap((a) => a.session).sort((a, b) => a - b);
      const check = summary(sessionChecks);
      rows.push([
        `GET /api/health (no session, no SQL: this client's floor), ${kind}, 1 conn.`,
        `p50 ${ms(floor.p50)} / p99 ${ms(floor.p99)} ms`,
        "report",
      ]);
      rows.push([
        `session check (Server-Timing), ${kind}, 1 conn.`,
        `p50 ${ms(check.p50)} ms · p99 ${ms(check.p99)} ms`,
        "p50 <= 0.5 ms",
      ]);
      for (const [i, [name]] of READS.entries()) {
        const path = paths[i]!;
        const a = api.get(path)!;
        const found = statements.get(path)!;
        const s = await timeSql(database.run, found);
        rows.push([
          `API vs SQL: ${name}, ${kind}, 1 conn. (API · its ${found.length} SQL statement${found.length === 1 ? "" : "s"} · ratio of p50)`,
          `p50 ${ms(a.p50)} / p99 ${ms(a.p99)} ms · p50 ${ms(s.p50)} / p99 ${ms(s.p99)} ms · ${(a.p50 / s.p50).toFixed(1)}x`,
          "<= 2x (goal 1.5x)",
        ]);
      }
      rows.push([
        `signed-in requests per second, one server process (one core), ${kind}, 8 conn.`,
        `${perSecond}`,
        "report",
      ]);
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function userId(db: Db, email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** The table on PostgreSQL; the bench replays the SQL with node-postgres on the same database. */
function apiVsSqlPostgres(databaseUrl: string, seconds: number): Promise<Row[]> {
  return table(
    "PostgreSQL",
    // One data directory for every start: it holds the signing secret the session cookie was made with.
    { DATABASE_URL: databaseUrl, DATA_DIR: freshDataDir() },
    async (email, germanIds, conversationId) => {
      const database = await openDatabase({ url: databaseUrl });
      await seedLearner(database.db, await userId(database.db, email), germanIds, conversationId);
      await database.close();
    },
    async () => {
      const connection = new pg.Client({ connectionString: databaseUrl });
      await connection.connect();
      return {
        run: (s) => connection.query({ text: s.sql, values: s.params, rowMode: "array" }),
        close: () => connection.end(),
      };
    },
    seconds,
  );
}

/** The table on PGlite; the bench opens the server's data directory itself (after the server stopped). */
function apiVsSqlPglite(seconds: number): Promise<Row[]> {
  const dataDir = freshDataDir();
  const pgliteDir = `${dataDir}/pglite`;
  return table(
    "PGlite",
    { DATA_DIR: dataDir },
    async (email, germanIds, conversationId) => {
      const database = await openDatabase({ dataDir: pgliteDir });
      await seedLearner(database.db, await userId(database.db, email), germanIds, conversationId);
      await database.close();
    },
    async () => {
      const database = new PGlite(pgliteDir, { extensions: { pg_trgm } });
      await database.waitReady;
      return {
        run: (s) => database.query(s.sql, s.params, { rowMode: "array" }),
        close: () => database.close(),
      };
    },
    seconds,
  );
}

/** Both tables: PGlite always, PostgreSQL on a temporary database when an admin URL is given. */
export async function apiVsSqlRows(adminUrl: string | undefined, seconds: number): Promise<Row[]> {
  const rows = await apiVsSqlPglite(seconds);
  if (!adminUrl) return rows;
  const database = await createTemporaryDatabase(adminUrl, "parley_bench");
  try {
    return [...rows, ...(await apiVsSqlPostgres(database.url, seconds))];
  } finally {
    await database.drop();
  }
}
