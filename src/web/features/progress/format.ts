import type { Locale } from "../../../shared/locale";
import { dateLocale, formatNumber } from "../../lib/i18n";
import type { useT } from "./i18n";

type Translate = ReturnType<typeof useT>;

/** Focus time as the progress tile shows it (learning-experience §2.4): 'Xh Ym', or 'Ym' under an hour. */
export function formatFocusTime(seconds: number, t: Translate): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t("progress.focusTime.hours", { hours, minutes: minutes % 60 })
    : t("progress.focusTime.minutes", { minutes });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Percent as a number of the page's language: '80%', '80 %'. */
export function formatPercent(percent: number, locale: Locale): string {
  return formatNumber(locale, percent / 100, { style: "percent" });
}

/** '23 Nov 2026, 18:05' in the learner's saved time zone (the same on the server and in the browser). */
export function formatDateTime(iso: string, timeZone: string, locale: Locale): string {
  return new Date(iso).toLocaleString(dateLocale(locale), { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** '3 hours ago', 'yesterday', 'Just now' for an activity item's time. */
export function relativeTime(iso: string, now: Date, locale: Locale, t: Translate): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return t("progress.justNow");
}

/** 'Mon 23 Nov' for a YYYY-MM-DD day (read as a calendar date, whatever the browser's zone). */
export function formatDay(
  day: string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" },
) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(dateLocale(locale), { ...options, timeZone: "UTC" });
}
