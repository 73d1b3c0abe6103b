import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseIntervals, settingsPatchSchema, settingsSchema } from "./settings";

const message = (patch: unknown) => {
  const r = settingsPatchSchema.safeParse(patch);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe("settings", () => {
  it("defaults are valid and match the spec", () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.spacedRepetitionIntervals).toEqual([1, 3, 7, 14, 30]);
    expect(DEFAULT_SETTINGS.dailyReviewGoal).toBe(20);
    expect(DEFAULT_SETTINGS.targetLevel).toBe("B2");
  });

  it.each([
    [{ speechSpeed: 0.4 }, "Speech speed must be between 0.5 and 2"],
    [{ speechSpeed: 2.1 }, "Speech speed must be between 0.5 and 2"],
    [{ speechSpeed: 1.05 }, "Speech speed must be in steps of 0.1"],
    [{ dailyGoalMinutes: 0 }, "Daily goal must be between 5 and 120 minutes"],
    [{ dailyGoalMinutes: 125 }, "Daily goal must be between 5 and 120 minutes"],
    [{ dailyGoalMinutes: 7 }, "Daily goal must be in steps of 5"],
    [{ weeklyGoalSessions: 8 }, "Weekly goal must be between 1 and 7 sessions"],
    [{ dailyReviewGoal: 101 }, "Daily review goal must be between 5 and 100 cards"],
    [{ dailyReviewGoal: 12 }, "Daily review goal must be in steps of 5"],
    [{ targetLevel: "D1" }, "Target level must be one of A1, A2, B1, B2, C1, C2"],
    [{ cardAnimationSpeed: "warp" }, "Card animation speed must be one of slow, normal, fast"],
    [{ theme: "blue" }, "Theme must be one of light, dark, system"],
    [{ spacedRepetitionIntervals: [] }, "Give at least one review interval"],
    [{ spacedRepetitionIntervals: [0] }, "Review intervals must be at least 1 day"],
    [{ spacedRepetitionIntervals: [1.5] }, "Review intervals must be whole days"],
    [{ profileDailyGoal: 20 }, "Daily goal must be 15, 30, 45 or 60 minutes"],
    [{ showHints: "yes" }, "Show hints must be true or false"],
    [{ timeZone: "Mars/Olympus" }, "Time zone must be a valid IANA time zone, e.g. Europe/Berlin"],
    [{ timeZone: "+01:00" }, "Time zone must be a valid IANA time zone, e.g. Europe/Berlin"],
  ])("refuses %j: %s", (patch, expected) => {
    expect(message(patch)).toBe(expected);
  });

  it("refuses unknown settings", () => {
    expect(settingsPatchSchema.safeParse({ colour: "red" }).success).toBe(false);
  });

  it("accepts time zone names", () => {
    for (const timeZone of ["UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+5"]) {
      expect(message({ timeZone })).toBeUndefined();
    }
  });

  it("accepts the slider ends and steps", () => {
    for (const patch of [{ speechSpeed: 0.5 }, { speechSpeed: 2 }, { speechSpeed: 1.3 }, { dailyGoalMinutes: 120 }]) {
      expect(message(patch)).toBeUndefined();
    }
  });
});

describe("interval text (accounts §5)", () => {
  it.each([
    ["1, 3, 7", [1, 3, 7]],
    ["2,abc, 0, -4, 9", [2, 9]],
    ["5,,10 ", [5, 10]],
    ["abc", undefined],
    ["0, -1", undefined],
    ["", undefined],
  ])("%j -> %j", (text, expected) => {
    expect(parseIntervals(text)).toEqual(expected);
  });
});
