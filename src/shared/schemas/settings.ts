import { z } from "zod";
import { THEMES } from "../constants";
import { INTERFACE_LANGUAGES } from "../locale";
import {
  CARD_ANIMATION_SPEEDS,
  CEFR_LEVELS,
  NATIVE_LANGUAGES,
  PROFICIENCIES,
  PROFILE_DAILY_GOALS,
  RANGES,
  REVIEW_SCHEDULERS,
  TARGET_LANGUAGES,
} from "./settings-values";

export * from "./settings-values";
export { INTERFACE_LANGUAGES };

/** Every user setting (accounts §2 Settings, §3, §5, §9), each saved per user, also those the spec leaves unsaved. */

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
  .max(64, { abort: true })
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
  reminderTime: z
    .string()
    .max(5, { message: "Reminder time must be a time of day, e.g. 18:00", abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Reminder time must be a time of day, e.g. 18:00"),
});
export type Settings = z.infer<typeof settingsSchema>;

/** A change to some settings; unknown keys are refused so that typos do not pass silently. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;
