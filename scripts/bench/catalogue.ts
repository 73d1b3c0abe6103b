import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { scenarioProgress, user } from "../../src/server/db/schema";
import { freshDataDir, type RunningServer, startServer } from "./server";

const PROGRESS_ROWS = 1000;

/** Signs up through the API and verifies through the local outbox, as a person would. */
export async function verifiedUser(server: RunningServer) {
  const email = `bench-${Date.now()}@example.com`;
  const password = "BenchPass123";
  const headers = { "Content-Type": "application/json", Origin: server.url };
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: "Bench", email, password }),
  });
  const { mails } = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as {
    mails: { to: string; link: string }[];
  };
  const token = new URL(mails.find((m) => m.to === email)!.link).searchParams.get("token_hash")!;
  await fetch(`${server.url}/api/auth/verify-email?token=${token}`);
  return { email, password };
}

export async function sessionCookie(server: RunningServer, credentials: { email: string; password: string }) {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(credentials),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** 1,000 completed scenarios: the German course's own, then other ids (as if many courses had been done). */
async function seed(target: { url: string } | { dataDir: string }, email: string, germanIds: string[]) {
  const database = await openDatabase(target);
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const ids = [...germanIds, ...Array.from({ length: PROGRESS_ROWS - germanIds.length }, (_, i) => `other-${i}`)];
  await database.db.insert(scenarioProgress).values(
    ids.map((scenarioId, i) => ({
      userId: row!.id,
      courseId: i < germanIds.length ? "complete-german" : `course-${i % 20}`,
      scenarioId,
      progress: 100,
      completedAt: new Date(),
    })),
  );
  await database.close();
}

async function germanScenarioIds(server: RunningServer): Promise<string[]> {
  const course = await (await fetch(`${server.url}/api/courses/complete-german`)).json();
  return course.chapters.flatMap((c: { scenarios: { id: string }[] }) => c.scenarios.map((s) => s.id));
}

async function measure(server: RunningServer, cookie: string, seconds: number) {
  const result = await autocannon({
    url: `${server.url}/api/courses/complete-german`,
    headers: { Cookie: cookie },
    connections: 32,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  return `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${Math.round(result.requests.average)} req/s${errors ? ` · ${errors} errors` : ""}`;
}

const limits = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" };

/** Scenario list API for a learner with 1,000 completed scenarios, on PGlite. */
export async function scenarioListPglite(seconds: number): Promise<string> {
  const dataDir = freshDataDir();
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  const credentials = await verifiedUser(server);
  const ids = await germanScenarioIds(server);
  await server.stop(); // PGlite belongs to one process at a time: seed while the server is down
  await seed({ dataDir: `${dataDir}/pglite` }, credentials.email, ids);
  server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    return await measure(server, await sessionCookie(server, credentials), seconds);
  } finally {
    await server.stop();
  }
}

/** The same on PostgreSQL. */
export async function scenarioListPostgres(databaseUrl: string, seconds: number): Promise<string> {
  const server = await startServer({ ...limits, DATABASE_URL: databaseUrl });
  try {
    const credentials = await verifiedUser(server);
    await seed({ url: databaseUrl }, credentials.email, await germanScenarioIds(server));
    return await measure(server, await sessionCookie(server, credentials), seconds);
  } finally {
    await server.stop();
  }
}
