import { z } from "zod";
import { THEMES } from "../constants";
import { INTERFACE_LANGUAGES } from "../locale";

export { INTERFACE_LANGUAGES };

/** Every user setting (accounts spec §2 Settings, §3, §5, §9; persisted per user, see DESIGN "Beyond the spec"). */

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

const onStep = (step: number) => (v: number) => Math.abs(v / step - Math.round(v / step)) < 1e-9;

function ranged(name: string, range: { min: number; max: number; step: number }, unit = "") {
  const between = `${name} must be between ${range.min} and ${range.max}${unit}`;
  return z
    .number({ message: `${name} must be a number` })
    .min(range.min, between)
    .max(range.max, between)
    .refine(onStep(range.step), `${name} must be in steps of ${range.step}`);
}

const bool = (name: string) => z.boolean({ message: `${name} must be true or false` });
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { message: `${name} must be one of ${values.join(", ")}` });

/** Zones already found valid: asking Intl costs ~0.1 ms, and there are only a few hundred real names. */
const knownTimeZones = new Set<string>();

/** An IANA time zone name, e.g. Europe/Berlin. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    if (knownTimeZones.has(tz)) return true;
    // Names only: offsets such as "+01:00" would mean the opposite sign to PostgreSQL (POSIX rules).
    if (!/^[A-Za-z][A-Za-z_]*(\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      knownTimeZones.add(tz);
      return true;
    } catch {
      return false;
    }
  }, "Time zone must be a valid IANA time zone, e.g. Europe/Berlin");

export const settingsSchema = z.object({
  theme: oneOf("Theme", THEMES),
  interfaceLanguage: oneOf("Interface language", INTERFACE_LANGUAGES),
  soundEffects: bool("Sound effects"),
  autoPlayAudio: bool("Auto-play audio"),
  speechSpeed: ranged("Speech speed", RANGES.speechSpeed),
  dailyReminders: bool("Daily reminders"),
  achievementNotifications: bool("Achievement notifications"),
  courseUpdates: bool("Course updates"),
  targetLevel: oneOf("Target level", CEFR_LEVELS),
  dailyGoalMinutes: ranged("Daily goal", RANGES.dailyGoalMinutes, " minutes"),
  weeklyGoalSessions: ranged("Weekly goal", RANGES.weeklyGoalSessions, " sessions"),
  spacedRepetitionIntervals: z
    .array(
      z
        .number()
        .int("Review intervals must be whole days")
        .min(1, "Review intervals must be at least 1 day")
        .max(365, "Review intervals must be at most 365 days"),
      { message: "Review intervals must be a list of days" },
    )
    .min(1, "Give at least one review interval")
    .max(10, "Give at most 10 review intervals"),
  reviewScheduler: oneOf("Review scheduling", REVIEW_SCHEDULERS),
  dailyReviewGoal: ranged("Daily review goal", RANGES.dailyReviewGoal, " cards"),
  autoAdvanceCards: bool("Auto-advance"),
  showHints: bool("Show hints"),
  cardAnimationSpeed: oneOf("Card animation speed", CARD_ANIMATION_SPEEDS),
  analytics: bool("Analytics"),
  personalizedLearning: bool("Personalized learning"),
  nativeLanguage: oneOf("Native language", NATIVE_LANGUAGES),
  targetLanguage: oneOf("Target language", TARGET_LANGUAGES),
  profileDailyGoal: z.union(
    PROFILE_DAILY_GOALS.map((n) => z.literal(n)),
    { message: "Daily goal must be 15, 30, 45 or 60 minutes" },
  ),
  proficiency: oneOf("Proficiency", PROFICIENCIES),
  /** IANA time zone of the learner's browser, for day boundaries (streaks, daily goals). */
  timeZone: timeZoneSchema,
  /** When the daily reminder mail goes out, in the learner's time zone (HH:MM, 24 hours). */
  reminderTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time must be a time of day, e.g. 18:00"),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change to some settings; unknown keys are refused so that typos do not pass silently. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

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
