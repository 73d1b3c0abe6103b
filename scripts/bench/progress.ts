import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/db/client";
import { activity, user } from "../../src/server/db/schema";
import { rebuildActivityDays } from "../../src/server/features/activity";
import { latency } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { startServer } from "./server";

type Row = [string, string, string];
const DAYS = 3 * 365;

/**
 * Three years of daily study for one learner, as the features record it: every day two chat sessions, 20 flash-card
 * reviews and 3 saved words (one event each), and a completed lesson every third day: about 28,000 events.
 */
async function seedHistory(databaseUrl: string, email: string, timeZone: string) {
  const database = await openDatabase({ url: databaseUrl });
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const id = row!.id;
  await database.db.execute(sql`
    insert into activity (user_id, kind, occurred_at, seconds, count, course_id, scenario_id)
    select ${id}, e.kind, now() - d * interval '1 day' + e.at_minute * interval '1 minute' - interval '20 hours',
           e.seconds, e.count, e.course_id, e.scenario_id
    from generate_series(0, ${DAYS - 1}) d
    cross join lateral (
      select 'study_session' kind, 0 at_minute, 900 seconds, 0 count, null course_id, null scenario_id
      union all select 'study_session', 300, 600, 0, null, null
      union all select 'words_reviewed', 400 + r, 0, 1, null, null from generate_series(1, 20) r
      union all select 'words_saved', 20 + w, 0, 1, null, null from generate_series(1, 3) w
      union all select 'lesson_completed', 15, 0, 0, 'complete-german', 'de-meet-neighbour' where d % 3 = 0
    ) e`);
  await database.db.execute(sql`update user_settings set time_zone = ${timeZone} where user_id = ${id}`);
  await rebuildActivityDays(database.db, id);
  await database.db.execute(sql`analyze activity`);
  await database.db.execute(sql`analyze activity_days`);
  const events = await database.db.$count(activity, eq(activity.userId, id));
  await database.close();
  return events;
}

/** GET /api/progress for a learner with three years of daily activity, on PostgreSQL. */
export async function progressRows(databaseUrl: string, seconds: number): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000", DATABASE_URL: databaseUrl });
  try {
    const learner = await verifiedUser(server);
    const cookie = await sessionCookie(server, learner);
    // Create the settings row the seed updates.
    await fetch(`${server.url}/api/settings`, { headers: { Cookie: cookie } });
    const events = await seedHistory(databaseUrl, learner.email, "Europe/Berlin");
    const label = `GET /api/progress, 3 years of daily activity (${events.toLocaleString("en")} events), PostgreSQL`;
    return [
      [`${label}, 1 conn.`, (await latency(server, cookie, "/api/progress", seconds, 1)).text, "p99 <= 20 ms"],
      [`${label}, 8 conn.`, (await latency(server, cookie, "/api/progress", seconds, 8)).text, "report"],
      [
        "GET /api/settings, for comparison, 1 conn.",
        (await latency(server, cookie, "/api/settings", seconds, 1)).text,
        "report",
      ],
    ];
  } finally {
    await server.stop();
  }
}
