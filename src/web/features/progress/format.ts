/** Focus time as the progress tile shows it (learning-experience §2.4): 'Xh Ym', or 'Ym' under an hour. */
export function formatFocusTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** '23 Nov 2026, 18:05' in the learner's saved time zone (the same on the server and in the browser). */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone });
}

/** '3 hours ago', 'yesterday', 'Just now' for an activity item's time. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "Just now";
}

/** 'Mon 23 Nov' for a YYYY-MM-DD day (read as a calendar date, whatever the browser's zone). */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" },
) {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
}
