import type { AchievementId } from "../../../shared/schemas/progress";

/** The achievements' texts by id (the server sends them in English). */
export const ACHIEVEMENT_KEYS = {
  "first-lesson": {
    title: "progress.achievement.firstLesson.title",
    description: "progress.achievement.firstLesson.description",
  },
  "week-streak": {
    title: "progress.achievement.weekStreak.title",
    description: "progress.achievement.weekStreak.description",
  },
  "chapter-master": {
    title: "progress.achievement.chapterMaster.title",
    description: "progress.achievement.chapterMaster.description",
  },
} as const satisfies Record<AchievementId, { title: string; description: string }>;
