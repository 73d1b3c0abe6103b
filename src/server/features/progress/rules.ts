import type { Difficulty } from "../../../shared/schemas/course";
import { type CefrLevel, type Day, STREAK_MILESTONES } from "../../../shared/schemas/progress";
import type { Settings } from "../../../shared/schemas/settings";

/**
 * The progress rules, on calendar days in the learner's time zone (YYYY-MM-DD strings). Day arithmetic is done on
 * the date alone, never by adding 24 hours, so days of 23 or 25 hours (DST changes) count as one day each.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone. */
export function localDay(instant: Date, timeZone: string): Day {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

const DAY_MS = 86_400_000;

/** A day as a whole number (days since 1970-01-01), for fast arithmetic on long histories. */
export function dayNumber(day: Day): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

export function dayFromNumber(n: number): Day {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: Day, n: number): Day {
  return dayFromNumber(dayNumber(day) + n);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: Day): Day {
  const n = dayNumber(day);
  const weekday = (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday; 0 is Sunday
  return dayFromNumber(n - ((weekday + 6) % 7));
}

/**
 * Consecutive study days ending today, or ending yesterday while today has no study yet (the streak is not lost
 * until the day is over).
 */
export function dayStreak(studyDays: Iterable<Day>, today: Day): number {
  const studied = new Set(Array.from(studyDays, dayNumber));
  let day = dayNumber(today);
  if (!studied.has(day)) day--;
  let streak = 0;
  while (studied.has(day - streak)) streak++;
  return streak;
}

/** Each run of consecutive days of a sorted list, in order, as its first day and length. */
function runs(sortedDays: readonly Day[]): { start: number; length: number }[] {
  const result: { start: number; length: number }[] = [];
  let previous: number | undefined;
  for (const day of sortedDays) {
    const n = dayNumber(day);
    const last = result.at(-1);
    if (last && previous === n - 1) last.length++;
    else if (n !== previous) result.push({ start: n, length: 1 });
    previous = n;
  }
  return result;
}

export function longestStreak(sortedDays: readonly Day[]): number {
  return runs(sortedDays).reduce((longest, run) => Math.max(longest, run.length), 0);
}

/** Every time a run of study days reached 3, 7, 30 or 100 days, with the day it did, oldest first. */
export function streakMilestones(sortedDays: readonly Day[]): { days: number; reachedOn: Day }[] {
  return runs(sortedDays).flatMap((run) =>
    STREAK_MILESTONES.filter((m) => run.length >= m).map((m) => ({
      days: m,
      reachedOn: dayFromNumber(run.start + m - 1),
    })),
  );
}

const LEVEL_OF_DIFFICULTY: Record<Difficulty, CefrLevel> = { beginner: "A1", intermediate: "B1", advanced: "C1" };
const LEVEL_OF_PROFICIENCY: Record<Settings["proficiency"], CefrLevel> = {
  beginner: "A1",
  elementary: "A2",
  intermediate: "B1",
  "upper-intermediate": "B2",
};
const DIFFICULTY_ORDER: Difficulty[] = ["beginner", "intermediate", "advanced"];

/** The highest difficulty the learner completed, as a CEFR level; the proficiency they set before any lesson. */
export function currentLevel(completed: readonly Difficulty[], proficiency: Settings["proficiency"]): CefrLevel {
  const highest = completed.reduce<Difficulty | undefined>(
    (top, d) => (top === undefined || DIFFICULTY_ORDER.indexOf(d) > DIFFICULTY_ORDER.indexOf(top) ? d : top),
    undefined,
  );
  return highest ? LEVEL_OF_DIFFICULTY[highest] : LEVEL_OF_PROFICIENCY[proficiency];
}
