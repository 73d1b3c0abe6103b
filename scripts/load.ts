/**
 * `npm run load`: mixed read/write traffic from many learners against the production server on PostgreSQL
 * (a temporary database on BENCH_DATABASE_URL or TEST_DATABASE_URL; PGlite without one), 64 concurrent clients for
 * LOAD_SECONDS (300 by default; `npm test` runs a short one). Passes when no request failed and the rows in the
 * database equal the writes the server acknowledged. Prints one line "N passed, N failed".
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { selectRows } from "../src/server/db/rows";
import { createTemporaryDatabase } from "../src/server/testing/postgres";
import { percentile } from "./bench/latency";
import { sessionCookie, verifiedUser } from "./bench/learner";
import { startServer } from "./bench/server";
import { createChecks } from "./checks";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const CONNECTIONS = 64;
const LEARNERS = 16;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const database = adminUrl ? await createTemporaryDatabase(adminUrl, "parley_load") : undefined;
const server = await startServer({
  AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000",
  ...(database ? { DATABASE_URL: database.url } : {}),
});

const { check, crashed, finish } = createChecks();

try {
  const cookies: string[] = [];
  for (let i = 0; i < LEARNERS; i++) cookies.push(await sessionCookie(server, await verifiedUser(server)));

  const acknowledged = { notes: 0, words: 0, sessions: 0 };
  let sequence = 0;
  /** A step's path may be made per request (a new study session's id each time). */
  type Step = {
    method: string;
    path: string | (() => string);
    body?: () => unknown;
    written?: keyof typeof acknowledged;
  };
  // Each worker is one learner's tab: it reads its lists and writes notes, words and focus time, in turn.
  const steps: Step[] = [
    { method: "GET", path: "/api/notes" },
    {
      method: "POST",
      path: "/api/notes",
      body: () => ({ title: `Load ${++sequence}`, content: "x" }),
      written: "notes",
    },
    { method: "GET", path: "/api/vocabulary" },
    {
      method: "POST",
      path: "/api/vocabulary",
      body: () => ({ word: `Lastwort${++sequence}`, meaning: "load", language: "de" }),
      written: "words",
    },
    { method: "GET", path: "/api/vocabulary/due" },
    {
      method: "PUT",
      path: () => `/api/study-sessions/${crypto.randomUUID()}`,
      body: () => ({ seconds: 30, surface: "chat" }),
      written: "sessions",
    },
    { method: "GET", path: "/api/progress" },
    { method: "GET", path: "/api/settings" },
  ];
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const failed = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const until = Date.now() + SECONDS * 1000;
  // Our own workers rather than a load tool: every request is awaited, so none is in flight when the counts are
  // compared, and a write counts as acknowledged exactly when its 2xx arrived.
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      const headers = { Cookie: cookies[worker % LEARNERS]!, "Content-Type": "application/json", Origin: server.url };
      for (let n = worker; Date.now() < until; n++) {
        const step = steps[n % steps.length]!;
        const path = typeof step.path === "string" ? step.path : step.path();
        const started = performance.now();
        try {
          const res = await fetch(server.url + path, {
            method: step.method,
            headers,
            body: step.body ? JSON.stringify(step.body()) : undefined,
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
          if (res.ok && step.written) acknowledged[step.written]++;
          if (!res.ok) failed(`${step.method} ${path} ${res.status}`);
        } catch (error) {
          failed(`${step.method} ${path} ${String(error)}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${latencies.length} requests in ${SECONDS} s from ${CONNECTIONS} connections ` +
      `(${Math.round(latencies.length / SECONDS)} req/s), p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
  );
  for (const [what, count] of failures) console.log(`  failed: ${what} × ${count}`);
  check(latencies.length > 0, "requests were served");
  check(failures.size === 0, "no request failed");

  if (database) {
    const db = await openDatabase({ url: database.url });
    try {
      const [rows] = await selectRows<{ notes: number; words: number; sessions: number }>(
        db.db,
        sql`select (select count(*)::int from user_notes where title like 'Load %') as notes,
                   (select count(*)::int from saved_vocabulary where word like 'Lastwort%') as words,
                   (select count(*)::int from activity where kind = 'study_session') as sessions`,
      );
      console.log(`acknowledged ${JSON.stringify(acknowledged)}, stored ${JSON.stringify(rows)}`);
      check(rows!.notes === acknowledged.notes, "every acknowledged note is stored, and nothing else");
      check(rows!.words === acknowledged.words, "every acknowledged word is stored, and nothing else");
      check(rows!.sessions === acknowledged.sessions, "every acknowledged study session is stored");
    } finally {
      await db.close();
    }
  } else console.log("row counts not checked: set TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL");
} catch (error) {
  crashed(error);
} finally {
  await server.stop();
  await database?.drop();
}
finish();
