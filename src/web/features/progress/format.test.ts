import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../../shared/locale";
import { i18nFor, textsReady } from "../../lib/i18n";
import { formatDay, formatFocusTime, relativeTime } from "./format";
import "./i18n";

const translate = (locale: Locale) => (key: string, values?: Record<string, unknown>) => i18nFor(locale)._(key, values);
const t = translate("en");
beforeAll(() => textsReady());

describe("progress formatting", () => {
  it("shows focus time as 'Xh Ym', or 'Ym' under an hour", () => {
    expect(formatFocusTime(0, t)).toBe("0m");
    expect(formatFocusTime(59, t)).toBe("0m");
    expect(formatFocusTime(24 * 60, t)).toBe("24m");
    expect(formatFocusTime(3600, t)).toBe("1h 0m");
    expect(formatFocusTime(2 * 3600 + 5 * 60 + 59, t)).toBe("2h 5m");
    expect(formatFocusTime(2 * 3600 + 5 * 60, translate("fr"))).toBe("2\u00a0h 5\u00a0min");
  });

  it("says how long ago an activity was", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(relativeTime("2026-11-23T11:59:30Z", now, "en", t)).toBe("Just now");
    expect(relativeTime("2026-11-23T11:55:00Z", now, "en", t)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-23T09:00:00Z", now, "en", t)).toBe("3 hours ago");
    expect(relativeTime("2026-11-22T10:00:00Z", now, "en", t)).toBe("yesterday");
    expect(relativeTime("2026-11-13T12:00:00Z", now, "en", t)).toBe("last week");
    expect(relativeTime("2025-11-01T12:00:00Z", now, "en", t)).toBe("last year");
    expect(relativeTime("2026-11-22T10:00:00Z", now, "de", translate("de"))).toBe("gestern");
    expect(relativeTime("2026-11-23T11:59:30Z", now, "fr", translate("fr"))).toBe("À l’instant");
  });

  it("names a calendar day without shifting it by the browser's zone", () => {
    expect(formatDay("2026-11-23", "en")).toBe("Mon 23 Nov");
    expect(formatDay("2026-03-08", "en", { month: "short" })).toBe("Mar");
    expect(formatDay("2026-11-23", "de")).toBe("Mo., 23. Nov.");
  });
});
