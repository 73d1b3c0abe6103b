// `npm run bench`: one table of the project's performance figures. Later issues add rows.
// Uses the production build (built first if missing) and real server processes on loopback.
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) adds PostgreSQL rows; BENCH_SECONDS sets the load duration (default 10).
// BENCH_ONLY=api-vs-sql prints only the "API vs SQL" table, BENCH_ONLY=lighthouse only the Lighthouse rows,
// BENCH_ONLY=mistakes only the mistake-memory rows (offline corrections, 'My mistakes', personalisation),
// BENCH_ONLY=hydration only the slow-phone rows (first paint to hydrated), BENCH_ONLY=custom-scenarios the own-scenario rows. LIGHTHOUSE_PAGES=home,chat picks pages.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { createTemporaryDatabase } from "../../src/server/testing/postgres";
import { apiVsSqlRows } from "./api-vs-sql";
import { routeBundles } from "./bundle";
import { chatRows } from "./chat";
import { customScenarioRows } from "./custom-scenarios";
import { hydrationRows } from "./hydration";
import { verifiedUser } from "./learner";
import { lighthouseRows } from "./lighthouse";
import { llmPostgresRow, llmRows } from "./llm";
import { correctionRows, mistakesPostgres } from "./mistakes";
import { notesPglite, notesPostgres } from "./notes";
import { pageRows } from "./pages";
import { progressRows } from "./progress";
import { scenarioListPglite, scenarioListPostgres } from "./scenario-list";
import { freshDataDir, type RunningServer, startServer } from "./server";
import { vocabularyRows } from "./vocabulary";

type Row = [metric: string, value: string, target: string];
const rows: Row[] = [];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function load(server: RunningServer, path: string, connections: number) {
  const result = await autocannon({ url: server.url + path, connections, duration: seconds });
  const errors = result.errors + result.non2xx;
  return `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${Math.round(result.requests.average)} req/s${errors ? ` · ${errors} errors` : ""}`;
}

async function signInLoad(server: RunningServer, credentials: { email: string; password: string }) {
  const result = await autocannon({
    url: `${server.url}/api/auth/sign-in/email`,
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(credentials),
    connections: 4,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  return `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${Math.round(result.requests.average)} req/s${errors ? ` · ${errors} errors` : ""}`;
}

function print(rows: Row[]) {
  const header: Row = ["metric", "value", "target"];
  const widths = [0, 1, 2].map((i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html"))
    execSync("npm run build", { stdio: "inherit" });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (process.env.BENCH_ONLY === "api-vs-sql") return print(await apiVsSqlRows(adminUrl, seconds));
  if (process.env.BENCH_ONLY === "lighthouse") return print([...(await lighthouseRows()), ...(await hydrationRows())]);
  if (process.env.BENCH_ONLY === "hydration") return print(await hydrationRows());
  if (process.env.BENCH_ONLY === "custom-scenarios") return print(await customScenarioRows(seconds));
  if (process.env.BENCH_ONLY === "mistakes") {
    rows.push(...(await correctionRows()));
    if (adminUrl) {
      const db = await createTemporaryDatabase(adminUrl, "parley_bench");
      try {
        rows.push(...(await mistakesPostgres(db.url, seconds)));
      } finally {
        await db.drop();
      }
    }
    return print(rows);
  }

  // Cold start: spawn -> first healthy response. First start creates the embedded database; a restart reopens it.
  const first: number[] = [];
  const again: number[] = [];
  for (let i = 0; i < 3; i++) {
    const dataDir = freshDataDir();
    const a = await startServer({ DATA_DIR: dataDir });
    first.push(a.startMs);
    await a.stop();
    const b = await startServer({ DATA_DIR: dataDir });
    again.push(b.startMs);
    await b.stop();
  }
  rows.push([
    "cold start, PGlite, first start (creates the database), median of 3",
    `${Math.round(median(first))} ms`,
    "",
  ]);
  rows.push(["cold start, PGlite, restart, median of 3", `${Math.round(median(again))} ms`, "<= 2000 ms"]);

  // The bench signs in from one address far more often than the brute-force limit allows.
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  try {
    for (const r of await routeBundles(server.url, ["/", "/privacy-policy", "/no-such-page"])) {
      rows.push([
        `initial JS (gzip; linked by the HTML) of ${r.route}`,
        kb(r.initialJs),
        r.route === "/" ? "<= 130 KB" : "",
      ]);
      rows.push([`all JS (gzip) of ${r.route} until the network is idle`, kb(r.js), "report"]);
      rows.push([`CSS (gzip; inlined in the HTML) of ${r.route}`, kb(r.css), ""]);
    }
    rows.push(["GET /api/health, PGlite, 32 connections", await load(server, "/api/health", 32), "p99 <= 5 ms"]);
    rows.push(["GET /api/courses, PGlite, 32 connections", await load(server, "/api/courses", 32), ""]);
    const credentials = await verifiedUser(server);
    rows.push([
      "POST sign-in (scrypt hashing), PGlite, 4 connections",
      await signInLoad(server, credentials),
      "report",
    ]);
  } finally {
    await server.stop();
  }

  rows.push(...(await scenarioListPglite(seconds)));
  rows.push(...(await pageRows(seconds)));
  rows.push(...(await lighthouseRows()), ...(await hydrationRows()));
  rows.push(...(await chatRows(seconds)));
  rows.push(...(await customScenarioRows(seconds)));
  rows.push(...(await llmRows()));
  rows.push(...(await notesPglite(seconds)));
  rows.push(...(await correctionRows()));
  rows.push(...(await apiVsSqlRows(adminUrl, seconds)));

  if (adminUrl) {
    const db = await createTemporaryDatabase(adminUrl, "parley_bench");
    const pgServer = await startServer({ DATABASE_URL: db.url });
    try {
      rows.push([
        "GET /api/health, PostgreSQL, 32 connections",
        await load(pgServer, "/api/health", 32),
        "p99 <= 5 ms",
      ]);
      rows.push(["GET /api/courses, PostgreSQL, 32 connections", await load(pgServer, "/api/courses", 32), ""]);
    } finally {
      await pgServer.stop();
    }
    try {
      rows.push(...(await scenarioListPostgres(db.url, seconds)));
    } finally {
      await db.drop();
    }
    const vocabularyDb = await createTemporaryDatabase(adminUrl, "parley_bench");
    try {
      rows.push(...(await vocabularyRows(vocabularyDb.url, seconds)));
    } finally {
      await vocabularyDb.drop();
    }
    const progressDb = await createTemporaryDatabase(adminUrl, "parley_bench");
    try {
      rows.push(...(await progressRows(progressDb.url, seconds)));
    } finally {
      await progressDb.drop();
    }
    const llmDb = await createTemporaryDatabase(adminUrl, "parley_bench");
    try {
      rows.push(await llmPostgresRow(llmDb.url));
    } finally {
      await llmDb.drop();
    }
    const mistakesDb = await createTemporaryDatabase(adminUrl, "parley_bench");
    try {
      rows.push(...(await mistakesPostgres(mistakesDb.url, seconds)));
    } finally {
      await mistakesDb.drop();
    }
    const notesDb = await createTemporaryDatabase(adminUrl, "parley_bench");
    try {
      rows.push(...(await notesPostgres(notesDb.url, seconds)));
    } finally {
      await notesDb.drop();
    }
  } else {
    rows.push(["PostgreSQL rows", "skipped: set BENCH_DATABASE_URL", ""]);
  }

  print(rows);
}

await main();
