import { describe, expect, it } from "vitest";
import { dayWord, nextIntervalDays } from "./review";

const defaults = [1, 3, 7, 14, 30];

describe("review intervals", () => {
  it("'Need Practice' always schedules the first interval", () => {
    expect([0, 1, 4, 9].map((n) => nextIntervalDays("hard", n, defaults))).toEqual([1, 1, 1, 1]);
  });

  it("'Got It!' schedules the second interval for a new word, then grows by review count, capped at the last", () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => nextIntervalDays("easy", n, defaults))).toEqual([3, 7, 14, 30, 30, 30]);
    expect(nextIntervalDays("mastered", 0, [1, 5, 15, 30, 60])).toBe(5);
  });

  it("copes with a single interval", () => {
    expect(nextIntervalDays("easy", 0, [4])).toBe(4);
    expect(nextIntervalDays("hard", 3, [4])).toBe(4);
  });

  it("says day or days", () => {
    expect(`${1} ${dayWord(1)}`).toBe("1 day");
    expect(`${3} ${dayWord(3)}`).toBe("3 days");
  });
});
