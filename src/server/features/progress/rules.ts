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

export function addDays(day: Day, n: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The Monday that starts the week of `day`. */
export function weekStart(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Consecutive study days ending today, or ending yesterday while today has no study yet (the streak is not lost
 * until the day is over).
 */
export function dayStreak(studyDays: ReadonlySet<Day>, today: Day): number {
  let day = studyDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (studyDays.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/** Each run of consecutive days, in order, as its first day and length. */
function runs(sortedDays: readonly Day[]): { start: Day; length: number }[] {
  const result: { start: Day; length: number }[] = [];
  let previous: Day | undefined;
  for (const day of sortedDays) {
    const last = result.at(-1);
    if (last && previous && addDays(previous, 1) === day) last.length++;
    else if (day !== previous) result.push({ start: day, length: 1 });
    previous = day;
  }
  return result;
}

export function longestStreak(sortedDays: readonly Day[]): number {
  return Math.max(0, ...runs(sortedDays).map((r) => r.length));
}

/** Every time a run of study days reached 3, 7, 30 or 100 days, with the day it did, oldest first. */
export function streakMilestones(sortedDays: readonly Day[]): { days: number; reachedOn: Day }[] {
  return runs(sortedDays).flatMap((run) =>
    STREAK_MILESTONES.filter((m) => run.length >= m).map((m) => ({ days: m, reachedOn: addDays(run.start, m - 1) })),
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
