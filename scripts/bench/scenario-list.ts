import { eq } from "drizzle-orm";
import { type Db, openDatabase } from "../../src/server/db/client";
import { scenarioProgress, user } from "../../src/server/db/schema";
import { latency } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { freshDataDir, type RunningServer, startServer } from "./server";

const PROGRESS_ROWS = 1000;

/** 1,000 completed scenarios: the German course's own, then other ids (as if many courses had been done). */
export async function seedProgress(db: Db, userId: string, germanIds: string[]) {
  const ids = [...germanIds, ...Array.from({ length: PROGRESS_ROWS - germanIds.length }, (_, i) => `other-${i}`)];
  await db.insert(scenarioProgress).values(
    ids.map((scenarioId, i) => ({
      userId,
      courseId: i < germanIds.length ? "complete-german" : `course-${i % 20}`,
      scenarioId,
      progress: 100,
      completedAt: new Date(),
    })),
  );
}

async function seed(target: { url: string } | { dataDir: string }, email: string, germanIds: string[]) {
  const database = await openDatabase(target);
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await seedProgress(database.db, row!.id, germanIds);
  await database.close();
}

export async function germanScenarioIds(server: RunningServer): Promise<string[]> {
  const course = await (await fetch(`${server.url}/api/courses/complete-german`)).json();
  return course.chapters.flatMap((c: { scenarios: { id: string }[] }) => c.scenarios.map((s) => s.id));
}

type Row = [string, string, string];

/**
 * The scenario list's API read at 32 and at 8 connections, and its page rendered by the server at 8 connections
 * (the same read plus the session, the shell's reads and React's render), with the page's cost as a multiple of
 * the read's.
 */
async function measure(server: RunningServer, cookie: string, seconds: number, where: string): Promise<Row[]> {
  const api = await latency(server, cookie, "/api/courses/complete-german", seconds, 32);
  const api8 = await latency(server, cookie, "/api/courses/complete-german", seconds, 8);
  const page = await latency(server, cookie, "/course/complete-german/scenarios", seconds, 8);
  return [
    [`GET /api/courses/:id, 1,000 completed scenarios, ${where}, 32 conn.`, api.text, "report"],
    [`GET /api/courses/:id, 1,000 completed scenarios, ${where}, 8 conn.`, api8.text, "report"],
    [`scenario list page (server-rendered), same learner, ${where}, 8 conn.`, page.text, "report"],
    [`scenario list: page p50 / API p50, ${where}`, `${(page.p50 / Math.max(api8.p50, 1)).toFixed(1)}x`, "<= 2x"],
  ];
}

const limits = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" };

/** Scenario list API and page for a learner with 1,000 completed scenarios, on PGlite. */
export async function scenarioListPglite(seconds: number): Promise<Row[]> {
  const dataDir = freshDataDir();
  let server = await startServer({ ...limits, DATA_DIR: dataDir });
  const credentials = await verifiedUser(server);
  const ids = await germanScenarioIds(server);
  await server.stop(); // PGlite belongs to one process at a time: seed while the server is down
  await seed({ dataDir: `${dataDir}/pglite` }, credentials.email, ids);
  server = await startServer({ ...limits, DATA_DIR: dataDir });
  try {
    return await measure(server, await sessionCookie(server, credentials), seconds, "PGlite");
  } finally {
    await server.stop();
  }
}

/** The same on PostgreSQL. */
export async function scenarioListPostgres(databaseUrl: string, seconds: number): Promise<Row[]> {
  const server = await startServer({ ...limits, DATABASE_URL: databaseUrl });
  try {
    const credentials = await verifiedUser(server);
    await seed({ url: databaseUrl }, credentials.email, await germanScenarioIds(server));
    return await measure(server, await sessionCookie(server, credentials), seconds, "PostgreSQL");
  } finally {
    await server.stop();
  }
}
