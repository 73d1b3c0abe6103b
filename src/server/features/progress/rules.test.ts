import { describe, expect, it } from "vitest";
import { goalPercent } from "../../../shared/schemas/progress";
import { addDays, currentLevel, dayStreak, localDay, longestStreak, streakMilestones, weekStart } from "./rules";

const days = (...list: string[]) => new Set(list);

describe("localDay", () => {
  it("puts an instant on the learner's calendar day, not the server's", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(localDay(instant, "UTC")).toBe("2026-11-22");
    expect(localDay(instant, "Europe/Berlin")).toBe("2026-11-23");
    expect(localDay(instant, "America/Los_Angeles")).toBe("2026-11-22");
    expect(localDay(instant, "Asia/Kolkata")).toBe("2026-11-23");
    expect(localDay(new Date("2026-11-23T10:00:00Z"), "Pacific/Kiritimati")).toBe("2026-11-24");
  });

  it("splits days at local midnight exactly", () => {
    expect(localDay(new Date("2026-11-22T22:59:59.999Z"), "Europe/Berlin")).toBe("2026-11-22");
    expect(localDay(new Date("2026-11-22T23:00:00Z"), "Europe/Berlin")).toBe("2026-11-23");
  });

  it("keeps day boundaries right on both sides of DST changes", () => {
    // New York springs forward on 2026-03-08 (a 23-hour day) and falls back on 2026-11-01 (25 hours).
    const ny = "America/New_York";
    expect(localDay(new Date("2026-03-08T04:59:00Z"), ny)).toBe("2026-03-07"); // 23:59 EST
    expect(localDay(new Date("2026-03-08T05:00:00Z"), ny)).toBe("2026-03-08"); // 00:00 EST
    expect(localDay(new Date("2026-03-09T03:59:00Z"), ny)).toBe("2026-03-08"); // 23:59 EDT
    expect(localDay(new Date("2026-03-09T04:00:00Z"), ny)).toBe("2026-03-09"); // 00:00 EDT
    expect(localDay(new Date("2026-11-02T04:59:00Z"), ny)).toBe("2026-11-01"); // 23:59 EST, after 25 hours
    expect(localDay(new Date("2026-11-02T05:00:00Z"), ny)).toBe("2026-11-02");
  });
});

describe("day arithmetic", () => {
  it("adds calendar days across months, years, leap days and DST changes", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 1)).toBe("2026-11-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -84)).toBe("2025-10-09");
  });

  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // Sunday before
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across the new year
    expect(weekStart("1969-12-31")).toBe("1969-12-29"); // before day 0 of the day numbers
  });
});

describe("dayStreak", () => {
  it("counts consecutive days ending today", () => {
    expect(dayStreak(days("2026-11-21", "2026-11-22", "2026-11-23"), "2026-11-23")).toBe(3);
  });

  it("keeps yesterday's streak while today is not yet studied", () => {
    expect(dayStreak(days("2026-11-21", "2026-11-22"), "2026-11-23")).toBe(2);
  });

  it("is lost after a whole day without study", () => {
    expect(dayStreak(days("2026-11-20", "2026-11-21"), "2026-11-23")).toBe(0);
  });

  it("stops at the first gap", () => {
    expect(dayStreak(days("2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"), "2026-11-23")).toBe(4);
  });

  it("is 0 with no study at all, and 1 on the first day", () => {
    expect(dayStreak(days(), "2026-11-23")).toBe(0);
    expect(dayStreak(days("2026-11-23"), "2026-11-23")).toBe(1);
  });

  it("runs across DST changes and month ends", () => {
    expect(dayStreak(days("2026-03-07", "2026-03-08", "2026-03-09"), "2026-03-09")).toBe(3);
    expect(dayStreak(days("2026-10-31", "2026-11-01", "2026-11-02"), "2026-11-02")).toBe(3);
  });

  it("follows the learner's midnight, not UTC's", () => {
    // 20:00 on the 22nd and 08:00 on the 23rd in Los Angeles: two study days there, one day in UTC.
    const studied = [new Date("2026-11-23T04:00:00Z"), new Date("2026-11-23T16:00:00Z")];
    const now = new Date("2026-11-23T18:00:00Z");
    const streakIn = (tz: string) => dayStreak(new Set(studied.map((d) => localDay(d, tz))), localDay(now, tz));
    expect(streakIn("America/Los_Angeles")).toBe(2);
    expect(streakIn("UTC")).toBe(1);
  });
});

describe("longest streak and milestones", () => {
  const history = [
    "2026-01-01",
    "2026-01-02",
    "2026-01-03", // 3-day run
    "2026-01-10",
    ...Array.from({ length: 8 }, (_, i) => addDays("2026-02-01", i)), // 8-day run
  ];

  it("finds the longest run", () => {
    expect(longestStreak(history)).toBe(8);
    expect(longestStreak([])).toBe(0);
  });

  it("marks the day each run reached 3, 7, 30 and 100 days", () => {
    expect(streakMilestones(history)).toEqual([
      { days: 3, reachedOn: "2026-01-03" },
      { days: 3, reachedOn: "2026-02-03" },
      { days: 7, reachedOn: "2026-02-07" },
    ]);
    const hundred = Array.from({ length: 100 }, (_, i) => addDays("2026-01-01", i));
    expect(streakMilestones(hundred).map((m) => m.days)).toEqual([3, 7, 30, 100]);
    expect(streakMilestones(hundred).at(-1)?.reachedOn).toBe("2026-04-10");
  });
});

describe("goals and level", () => {
  it("reaches a goal at 100% and never goes past it", () => {
    expect(goalPercent({ completed: 24, target: 30 })).toBe(80);
    expect(goalPercent({ completed: 3, target: 5 })).toBe(60);
    expect(goalPercent({ completed: 0, target: 30 })).toBe(0);
    expect(goalPercent({ completed: 45, target: 30 })).toBe(100);
  });

  it("takes the highest completed difficulty, else the proficiency in settings", () => {
    expect(currentLevel([], "beginner")).toBe("A1");
    expect(currentLevel([], "upper-intermediate")).toBe("B2");
    expect(currentLevel(["beginner", "intermediate", "beginner"], "beginner")).toBe("B1");
    expect(currentLevel(["advanced", "beginner"], "elementary")).toBe("C1");
  });
});
