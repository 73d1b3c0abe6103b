import type { AchievementId } from "../../../shared/schemas/progress";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import { courseView, readProgress } from "../courses";
import { earnedAchievements } from "./build";
import { recordEarned, studyDays } from "./data";
import { longestStreak } from "./rules";

/**
 * Achievements as events (issue 20): when a learner's records earn one, it is written down once, with the time, for
 * the 'Achievement unlocked' toast and the achievement mail. The rule is the progress page's (earnedAchievements).
 */

const longestOf = async (db: Db, userId: string) => longestStreak(await studyDays(db, userId));

/** After a completed lesson: every achievement the learner's courses and days have earned. Returns the new ones. */
export async function awardAchievements(db: Db, userId: string, library: CourseLibrary): Promise<AchievementId[]> {
  const [progress, longest] = await Promise.all([readProgress(db, userId), longestOf(db, userId)]);
  const views = library.courses
    .filter((c) => !c.hidden)
    .map((course) => courseView(course, progress.get(course.id) ?? []));
  return recordEarned(db, userId, earnedAchievements(views, longest));
}

/** After the first study event of a day: the streak achievement, which needs only the days. */
export async function awardStreakAchievement(db: Db, userId: string): Promise<AchievementId[]> {
  return recordEarned(db, userId, { "week-streak": (await longestOf(db, userId)) >= 7 });
}
