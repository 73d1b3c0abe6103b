import { and, eq, isNull, sql } from "drizzle-orm";
import { ACHIEVEMENTS, type AchievementId } from "../../../shared/schemas/progress";
import type { CourseLibrary } from "../../content/course-library";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { activityDays, earnedAchievements as earnedTable } from "../../db/schema";
import { courseView, readProgress } from "../courses";
import { earnedAchievements } from "./build";
import { longestStreak } from "./rules";

/**
 * Achievements as events (issue 20): when a learner's records earn one, it is written down once, with the time, for
 * the 'Achievement unlocked' toast and the achievement mail. The rule is the progress page's (earnedAchievements).
 */

async function award(db: Db, userId: string, earned: Partial<Record<AchievementId, boolean>>) {
  const ids = ACHIEVEMENTS.map((a) => a.id).filter((id) => earned[id]);
  if (ids.length === 0) return [];
  const inserted = await db
    .insert(earnedTable)
    .values(ids.map((achievementId) => ({ userId, achievementId })))
    .onConflictDoNothing()
    .returning({ id: earnedTable.achievementId });
  return inserted.map((row) => row.id as AchievementId);
}

async function longestOf(db: Db, userId: string) {
  const days = await db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, userId));
  return longestStreak(days.map((d) => d.day).sort());
}

/** After a completed lesson: every achievement the learner's courses and days have earned. Returns the new ones. */
export async function awardAchievements(db: Db, userId: string, library: CourseLibrary): Promise<AchievementId[]> {
  const [progress, longest] = await Promise.all([readProgress(db, userId), longestOf(db, userId)]);
  const views = library.courses
    .filter((c) => !c.hidden)
    .map((course) => courseView(course, progress.get(course.id) ?? []));
  return award(db, userId, earnedAchievements(views, longest));
}

/** After the first study event of a day: the streak achievement, which needs only the days. */
export async function awardStreakAchievement(db: Db, userId: string): Promise<AchievementId[]> {
  return award(db, userId, { "week-streak": (await longestOf(db, userId)) >= 7 });
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
