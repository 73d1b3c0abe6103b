import { describe, expect, it } from "vitest";
import { formatDay, formatFocusTime, relativeTime } from "./format";

describe("progress formatting", () => {
  it("shows focus time as 'Xh Ym', or 'Ym' under an hour", () => {
    expect(formatFocusTime(0)).toBe("0m");
    expect(formatFocusTime(59)).toBe("0m");
    expect(formatFocusTime(24 * 60)).toBe("24m");
    expect(formatFocusTime(3600)).toBe("1h 0m");
    expect(formatFocusTime(2 * 3600 + 5 * 60 + 59)).toBe("2h 5m");
  });

  it("says how long ago an activity was", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(relativeTime("2026-11-23T11:59:30Z", now)).toBe("Just now");
    expect(relativeTime("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-23T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-11-22T10:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("2026-11-13T12:00:00Z", now)).toBe("last week");
    expect(relativeTime("2025-11-01T12:00:00Z", now)).toBe("last year");
  });

  it("names a calendar day without shifting it by the browser's zone", () => {
    expect(formatDay("2026-11-23")).toBe("Mon 23 Nov");
    expect(formatDay("2026-03-08", { month: "short" })).toBe("Mar");
  });
});
