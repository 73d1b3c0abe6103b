import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ACHIEVEMENTS, type AchievementId, type Day } from "../../../shared/schemas/progress";
import { DEFAULT_SETTINGS, type Settings } from "../../../shared/schemas/settings";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { activity, activityDays, earnedAchievements as earnedTable, profiles, userSettings } from "../../db/schema";

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
 * Every day with study events, oldest first (one row a day, summed as the events were recorded). Years of days are
 * read on every request, so this is plain SQL: the query builder's row mapping doubled its time (see the bench).
 */
export async function readDayTotals(db: Db, userId: string): Promise<DayTotals[]> {
  return selectRows<DayTotals>(
    db,
    sql`
    select to_char(day, 'YYYY-MM-DD') as "day", seconds, sessions, events, new_words as "newWords",
           (extract(epoch from first_at) * 1000)::float8 as "firstAt",
           (extract(epoch from last_saved_at) * 1000)::float8 as "lastSavedAt"
    from ${activityDays} where ${activityDays.userId} = ${userId} order by day`,
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

/** Writes down the earned achievements not yet written; returns the new ones. */
export async function recordEarned(db: Db, userId: string, earned: Partial<Record<AchievementId, boolean>>) {
  const ids = ACHIEVEMENTS.map((a) => a.id).filter((id) => earned[id]);
  if (ids.length === 0) return [];
  const inserted = await db
    .insert(earnedTable)
    .values(ids.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing()
    .returning({ id: earnedTable.achievementId });
  return inserted.map((row) => row.id as AchievementId);
}

/** The learner's study days, oldest first. */
export async function studyDays(db: Db, userId: string): Promise<string[]> {
  const days = await db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, userId));
  return days.map((d) => d.day).sort();
}

const unseen = builtOnce((db) =>
  db
    .select({ id: earnedTable.achievementId })
    .from(earnedTable)
    .where(and(eq(earnedTable.userId, sql.placeholder("userId")), isNull(earnedTable.seenAt)))
    .orderBy(earnedTable.earnedAt)
    .prepare(""),
);

/** Achievements earned and not yet shown to the learner, oldest first (every signed-in page asks). */
export async function unseenAchievements(db: Db, userId: string): Promise<AchievementId[]> {
  const rows = await unseen(db).execute({ userId });
  return rows.map((row) => row.id as AchievementId);
}

export async function markAchievementsSeen(db: Db, userId: string): Promise<void> {
  await db
    .update(earnedTable)
    .set({ seenAt: new Date() })
    .where(and(eq(earnedTable.userId, userId), isNull(earnedTable.seenAt)));
}
