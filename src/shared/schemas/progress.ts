import type { MistakeCategory } from "./mistakes";

/** The progress page (learning-experience §2.4, §3 "User progress", "Activity item"), from the learner's own data. */

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Day streaks that earn an entry in the activity list. */
export const STREAK_MILESTONES = [3, 7, 30, 100] as const;

/** Weeks shown in the study-day heatmap, and days in the focus-minutes chart. */
export const HEATMAP_WEEKS = 12;
export const CHART_DAYS = 30;

/** Entries in the activity list. */
export const ACTIVITY_LIST_LENGTH = 20;

export const ACHIEVEMENTS = [
  { id: "first-lesson", title: "First Lesson", description: "Complete your first lesson" },
  { id: "week-streak", title: "Week Streak", description: "Study 7 days in a row" },
  { id: "chapter-master", title: "Chapter Master", description: "Complete a full chapter" },
] as const;
export type AchievementId = (typeof ACHIEVEMENTS)[number]["id"];

/** GET /api/progress/achievements/unseen: earned since the learner last saw the 'Achievement unlocked' toast. */
export interface UnseenAchievements {
  achievements: AchievementId[];
}

export interface Goal {
  completed: number;
  target: number;
}

/** Percent of a goal reached, whole, at most 100. */
export function goalPercent({ completed, target }: Goal): number {
  return target <= 0 ? 100 : Math.min(100, Math.round((completed / target) * 100));
}

/** A calendar day in the learner's time zone, as YYYY-MM-DD. */
export type Day = string;

export interface StudyDay {
  day: Day;
  minutes: number;
  /** Study events of the day (sessions, lessons, saved and reviewed words). */
  events: number;
}

export interface CourseProgress {
  courseId: string;
  title: string;
  progress: number;
  chaptersCompleted: number;
  totalChapters: number;
}

export type ActivityType = "lesson_completed" | "streak_milestone" | "new_words";

export interface ActivityItem {
  id: string;
  type: ActivityType;
  title: string;
  description: string;
  /** ISO time; the page shows it relative to now. */
  timestamp: string;
  /** What the entry counts (words saved, days in a row), for wording it in the learner's language. */
  count?: number;
  /** The completed lesson's scenario and course. */
  scenarioTitle?: string;
  courseTitle?: string;
}

export interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  earned: boolean;
}

export interface Progress {
  currentLevel: CefrLevel;
  /** Seconds of focus time over all chats. */
  studyTime: number;
  achievements: Achievement[];
  streak: number;
  longestStreak: number;
  coursesProgress: CourseProgress[];
  /** Minutes studied today. */
  dailyGoal: Goal;
  /** Study sessions this week (Monday to Sunday). */
  weeklyGoal: Goal;
  activity: ActivityItem[];
  /** The heatmap's days: whole weeks from a Monday, through today; the chart shows the last CHART_DAYS of them. */
  days: StudyDay[];
  /** Today in the learner's time zone. */
  today: Day;
  /** False for a new learner: the page shows its empty state. */
  hasActivity: boolean;
  /** Where a new learner starts: the first scenario's tutor selection. */
  startHref: string;
  /** The kinds of mistake the learner makes most (open mistakes, by how often), at most three. */
  mistakeCategories: { category: MistakeCategory; count: number }[];
}
