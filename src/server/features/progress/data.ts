import { and, desc, eq, sql } from "drizzle-orm";
import type { Day } from "../../../shared/schemas/progress";
import { DEFAULT_SETTINGS, type Settings } from "../../../shared/schemas/settings";
import type { Db } from "../../db/client";
import { activity, profiles, userSettings } from "../../db/schema";

export interface LearnerFacts {
  timeZone: string;
  proficiency: Settings["proficiency"];
  dailyGoalMinutes: number;
  weeklyGoalSessions: number;
  targetLanguage: Settings["targetLanguage"];
  /** Seconds of focus time over all chats. */
  studyTime: number;
}

/** The settings and profile figures the page needs (the defaults before the learner has a settings row). */
export async function readLearnerFacts(db: Db, userId: string): Promise<LearnerFacts> {
  const [row] = await db
    .select({
      timeZone: userSettings.timeZone,
      proficiency: userSettings.proficiency,
      dailyGoalMinutes: userSettings.dailyGoalMinutes,
      weeklyGoalSessions: userSettings.weeklyGoalSessions,
      targetLanguage: userSettings.targetLanguage,
      studyTime: profiles.totalFocusTime,
    })
    .from(profiles)
    .leftJoin(userSettings, eq(userSettings.userId, profiles.id))
    .where(eq(profiles.id, userId));
  const d = DEFAULT_SETTINGS;
  return {
    timeZone: row?.timeZone ?? d.timeZone,
    proficiency: (row?.proficiency as Settings["proficiency"] | null) ?? d.proficiency,
    dailyGoalMinutes: row?.dailyGoalMinutes ?? d.dailyGoalMinutes,
    weeklyGoalSessions: row?.weeklyGoalSessions ?? d.weeklyGoalSessions,
    targetLanguage: (row?.targetLanguage as Settings["targetLanguage"] | null) ?? d.targetLanguage,
    studyTime: row?.studyTime ?? 0,
  };
}

/** One calendar day of study events in the learner's time zone. */
export interface DayTotals {
  day: Day;
  seconds: number;
  sessions: number;
  events: number;
  newWords: number;
  /** Epoch ms of the day's first event (when a streak milestone was reached) and of its last saved word. */
  firstAt: number;
  lastSavedAt: number | null;
}

/**
 * Every day with study events, oldest first, cut at midnight in `timeZone` by the database (one row a day, so
 * years of history stay a small result). `timeZone` is a validated IANA name.
 */
export async function readDayTotals(db: Db, userId: string, timeZone: string): Promise<DayTotals[]> {
  const epochMs = (expr: ReturnType<typeof sql>) => sql<number>`(extract(epoch from ${expr}) * 1000)::float8`;
  return (
    db
      .select({
        day: sql<Day>`to_char(${activity.occurredAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        seconds: sql<number>`sum(${activity.seconds})::int`,
        sessions: sql<number>`(count(*) filter (where ${activity.kind} = 'study_session'))::int`,
        events: sql<number>`count(*)::int`,
        newWords: sql<number>`coalesce(sum(${activity.count}) filter (where ${activity.kind} = 'words_saved'), 0)::int`,
        firstAt: epochMs(sql`min(${activity.occurredAt})`),
        lastSavedAt: epochMs(sql`max(${activity.occurredAt}) filter (where ${activity.kind} = 'words_saved')`),
      })
      .from(activity)
      .where(eq(activity.userId, userId))
      // By position: the day expression carries a parameter, which GROUP BY would not match by text.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** The learner's latest completed lessons, newest first. */
export async function readRecentLessons(db: Db, userId: string, limit: number) {
  return db
    .select({ id: activity.id, courseId: activity.courseId, scenarioId: activity.scenarioId, at: activity.occurredAt })
    .from(activity)
    .where(and(eq(activity.userId, userId), eq(activity.kind, "lesson_completed")))
    .orderBy(desc(activity.occurredAt))
    .limit(limit);
}
