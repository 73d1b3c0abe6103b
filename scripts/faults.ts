/**
 * Fault tests against the production server (run by `npm test` after the build; prints "N passed, N failed"):
 * - the server on PGlite is killed with SIGKILL in the middle of writes: after a restart every acknowledged write is
 *   there;
 * - the LLM provider hangs, fails or answers garbage while learners chat: they get the spec's message, never a 500;
 * - PostgreSQL restarts under load (when this machine's cluster can be restarted, i.e. as root with pg_ctlcluster):
 *   while it is down the API answers 503 with a clear message, it recovers within 5 s, and no acknowledged write is
 *   lost.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { type FakeBehaviour, startFakeLlm } from "../src/server/testing/fake-llm";
import { createTemporaryDatabase } from "../src/server/testing/postgres";
import { firstConversation } from "./bench/latency";
import { sessionCookie, verifiedUser } from "./bench/learner";
import { freshDataDir, type RunningServer, startServer } from "./bench/server";
import { createChecks } from "./checks";

const { check, crashed, finish } = createChecks();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const limits = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" };

/** Writers creating notes until `stop()`; what the server acknowledged (201) is remembered. */
function writers(server: () => RunningServer, cookie: string, count: number) {
  const acknowledged = new Set<string>();
  const statuses = new Map<number | string, number>();
  const messages = new Set<string>();
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const title = `Fault ${++sequence}`;
      try {
        const res = await fetch(`${server().url}/api/notes`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server().url },
          body: JSON.stringify({ title, content: "kept" }),
        });
        const body = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.add(title);
        else {
          messages.add(body);
          await sleep(50);
        }
      } catch {
        statuses.set("connection refused", (statuses.get("connection refused") ?? 0) + 1);
        await sleep(50);
      }
    }
  });
  return {
    acknowledged,
    statuses,
    messages,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function storedTitles(server: RunningServer, cookie: string): Promise<Set<string>> {
  const titles = new Set<string>();
  for (let offset = 0; ; offset += 50) {
    const res = await fetch(`${server.url}/api/notes?q=Fault&offset=${offset}`, { headers: { Cookie: cookie } });
    const page = (await res.json()) as { notes: { title: string }[]; hasMore?: boolean; total?: number };
    for (const n of page.notes) titles.add(n.title);
    if (page.notes.length < 50) return titles;
  }
}

async function killDuringWrites() {
  const dataDir = freshDataDir();
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  const credentials = await verifiedUser(server);
  const cookie = await sessionCookie(server, credentials);
  const load = writers(() => server, cookie, 8);
  await sleep(2000);
  server.child.kill("SIGKILL");
  await sleep(300);
  await load.stop();
  const killedAt = load.acknowledged.size;
  server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    const stored = await storedTitles(server, await sessionCookie(server, credentials));
    const lost = [...load.acknowledged].filter((t) => !stored.has(t));
    console.log(`PGlite, SIGKILL during writes: ${killedAt} acknowledged, ${stored.size} stored, ${lost.length} lost`);
    check(killedAt > 0, "writes were acknowledged before the kill");
    check(lost.length === 0, "after SIGKILL and a restart on PGlite, every acknowledged write is there");
  } finally {
    await server.stop();
  }
}

/** This machine's PostgreSQL cluster, when we may restart it. */
function restartablePostgres(url: string): { version: string } | undefined {
  if (process.getuid?.() !== 0 || !["127.0.0.1", "localhost"].includes(new URL(url).hostname)) return undefined;
  const list = spawnSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  const line = list.stdout?.split("\n").find((l) => /\s5432\s+online/.test(l));
  return line ? { version: line.split(/\s+/)[0]! } : undefined;
}

async function restartPostgresUnderLoad(adminUrl: string) {
  const cluster = restartablePostgres(adminUrl);
  if (!cluster) {
    console.log("- PostgreSQL restart: skipped (needs root and the local cluster on port 5432)");
    return;
  }
  const database = await createTemporaryDatabase(adminUrl, "parley_faults");
  const server = await startServer({ ...limits, DATABASE_URL: database.url });
  try {
    const credentials = await verifiedUser(server);
    const cookie = await sessionCookie(server, credentials);
    const load = writers(() => server, cookie, 8);
    await sleep(1500);
    const ctl = (action: string) =>
      execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster.version, "main", action], {
        stdio: "ignore",
      });
    ctl("stop");
    const down = await fetch(`${server.url}/api/notes`, { headers: { Cookie: cookie } });
    const downBody = (await down.json()) as { error?: { message?: string } };
    await sleep(1500);
    ctl("start");
    const back = performance.now();
    let recoveredMs = Number.POSITIVE_INFINITY;
    while (performance.now() - back < 15_000) {
      const res = await fetch(`${server.url}/api/notes`, { headers: { Cookie: cookie } }).catch(() => undefined);
      if (res?.ok) {
        recoveredMs = performance.now() - back;
        break;
      }
      await sleep(50);
    }
    await sleep(500);
    await load.stop();
    const stored = await storedTitles(server, cookie);
    const lost = [...load.acknowledged].filter((t) => !stored.has(t));
    console.log(
      `PostgreSQL restart under load: answers while down ${JSON.stringify(Object.fromEntries(load.statuses))}; ` +
        `recovered ${Math.round(recoveredMs)} ms after the start; ${load.acknowledged.size} acknowledged, ${lost.length} lost`,
    );
    check(down.status === 503, `while PostgreSQL is down the API answers 503 (got ${down.status})`);
    check(/cannot reach its database/.test(downBody.error?.message ?? ""), "…with a message that says what is wrong");
    check(!load.statuses.has(500), "no request got a 500");
    check(recoveredMs <= 5000, `the API recovers within 5 s of PostgreSQL's start (${Math.round(recoveredMs)} ms)`);
    check(lost.length === 0, "no acknowledged write is lost");
  } finally {
    await server.stop();
    await database.drop();
  }
}

/**
 * The LLM provider (a local fake) hangs, fails with 500, answers garbage or an answer of the wrong shape while 16
 * learners chat at once: every reply ends in the tutor's answer or the spec's failure message, never a 500, and a
 * failed reply leaves no half-stored message behind.
 */
async function providerFaultsUnderLoad() {
  const fake = await startFakeLlm();
  const behaviours: FakeBehaviour[] = ["hang", "status-500", "malformed", "ok", "schema-invalid", "ok", "status-500"];
  fake.queue(...Array.from({ length: 2000 }, (_, i) => behaviours[i % behaviours.length]!));
  const server = await startServer({
    ...limits,
    TUTOR_PROVIDER: "openai-compatible",
    OPENAI_BASE_URL: fake.url,
    TUTOR_TIMEOUT_MS: "1000",
    TUTOR_CALLS_PER_MINUTE: "100000",
  });
  try {
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    const learners: (Awaited<ReturnType<typeof firstConversation>> & { replies: number })[] = [];
    for (let i = 0; i < 16; i++) {
      const cookie = await sessionCookie(server, await verifiedUser(server));
      learners.push({ ...(await firstConversation(server, cookie)), replies: 0 });
    }
    const until = Date.now() + 8000;
    await Promise.all(
      learners.map(async (learner) => {
        while (Date.now() < until) {
          const res = await fetch(`${server.url}/api/chat/conversations/${learner.id}/messages`, {
            method: "POST",
            headers: learner.headers,
            body: JSON.stringify({ clientId: crypto.randomUUID(), content: "ich heise anna" }),
          });
          const text = await res.text();
          if (res.status !== 200) count(`status ${res.status}`);
          else if (text.includes('"type":"done"')) {
            count("answered");
            learner.replies++;
          } else if (text.includes('"message":"Failed to get AI response. Please try again."'))
            count("failure message");
          else count(`unexpected: ${text.slice(0, 80)}`);
        }
      }),
    );
    let consistent = true;
    for (const learner of learners) {
      const page = await fetch(learner.path, { headers: learner.headers });
      const { messages } = (await page.json()) as { messages: unknown[] };
      // The opening line, then a learner message and a reply for every answered send; failed sends left nothing.
      if (messages.length !== 1 + 2 * learner.replies) consistent = false;
    }
    console.log(`LLM provider faults under load, 16 learners for 8 s: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    check(!outcomes.has("status 500"), "no reply failed with a 500");
    check(
      [...outcomes.keys()].every((k) => k === "answered" || k === "failure message"),
      "every reply ended in the tutor's answer or 'Failed to get AI response. Please try again.'",
    );
    check((outcomes.get("answered") ?? 0) > 0 && (outcomes.get("failure message") ?? 0) > 0, "both happened");
    check(consistent, "failed replies left no half-stored messages");
    check((await fetch(`${server.url}/api/health`)).ok, "the server is healthy afterwards");
  } finally {
    await server.stop();
    await fake.close();
  }
}

try {
  await killDuringWrites();
  await providerFaultsUnderLoad();
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) await restartPostgresUnderLoad(adminUrl);
  else console.log("- PostgreSQL restart: skipped (set TEST_DATABASE_URL)");
} catch (error) {
  crashed(error);
}
finish();
