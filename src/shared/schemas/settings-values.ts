/**
 * The settings' choices, ranges and defaults (accounts §2 Settings, §5, §9): plain values without zod, so that a
 * page that validates nothing does not load it (the schemas module re-exports them).
 */

import type { Settings } from "./settings";

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export const CARD_ANIMATION_SPEEDS = ["slow", "normal", "fast"] as const;
/** How flash cards are scheduled: the spec's fixed intervals, or adaptive (FSRS). */
export const REVIEW_SCHEDULERS = ["fixed", "fsrs"] as const;
export type ReviewScheduler = (typeof REVIEW_SCHEDULERS)[number];
/** Card animation durations in ms (§9). */
export const CARD_ANIMATION_MS = { slow: 800, normal: 600, fast: 400 } as const;
export const NATIVE_LANGUAGES = ["english", "spanish", "french", "german"] as const;
export const TARGET_LANGUAGES = ["german", "spanish", "french", "italian"] as const;
export const PROFILE_DAILY_GOALS = [15, 30, 45, 60] as const;
export const PROFICIENCIES = ["beginner", "elementary", "intermediate", "upper-intermediate"] as const;

/** Spaced-repetition presets (§9). */
export const INTERVAL_PRESETS = {
  easy: { label: "Easy Mode", intervals: [1, 3, 7, 14, 30] },
  medium: { label: "Medium", intervals: [1, 4, 10, 20, 45] },
  hard: { label: "Hard Mode", intervals: [1, 5, 15, 30, 60] },
} as const;

/** Slider ranges (§5). */
export const RANGES = {
  speechSpeed: { min: 0.5, max: 2, step: 0.1 },
  dailyGoalMinutes: { min: 5, max: 120, step: 5 },
  weeklyGoalSessions: { min: 1, max: 7, step: 1 },
  dailyReviewGoal: { min: 5, max: 100, step: 5 },
} as const;

/** Defaults (§9): intervals 1,3,7,14,30; 20 cards; auto-advance off; hints on; normal speed; B2; 30 min; 5 sessions. */
export const DEFAULT_SETTINGS: Settings = {
  theme: "system",
  interfaceLanguage: "en",
  soundEffects: true,
  autoPlayAudio: true,
  speechSpeed: 1,
  dailyReminders: true,
  achievementNotifications: true,
  courseUpdates: true,
  targetLevel: "B2",
  dailyGoalMinutes: 30,
  weeklyGoalSessions: 5,
  spacedRepetitionIntervals: [1, 3, 7, 14, 30],
  reviewScheduler: "fixed",
  dailyReviewGoal: 20,
  autoAdvanceCards: false,
  showHints: true,
  cardAnimationSpeed: "normal",
  analytics: true,
  personalizedLearning: true,
  nativeLanguage: "english",
  targetLanguage: "german",
  profileDailyGoal: 30,
  proficiency: "beginner",
  timeZone: "UTC",
  reminderTime: "18:00",
};

/** The flash-card settings that 'Reset to defaults' restores. */
export const FLASH_CARD_KEYS = [
  "reviewScheduler",
  "spacedRepetitionIntervals",
  "dailyReviewGoal",
  "autoAdvanceCards",
  "showHints",
  "cardAnimationSpeed",
] as const satisfies readonly (keyof Settings)[];

/**
 * The interval text rule (§5): split on commas, parse whole numbers, drop non-numbers and values not above zero.
 * Returns undefined when nothing remains (the text is then not applied).
 */
export function parseIntervals(text: string): number[] | undefined {
  const days = text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => n > 0);
  return days.length > 0 ? days : undefined;
}
