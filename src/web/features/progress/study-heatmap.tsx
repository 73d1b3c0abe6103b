import type { Locale } from "../../../shared/locale";
import type { StudyDay } from "../../../shared/schemas/progress";
import { useLocale } from "../../lib/i18n";
import { cn } from "../../lib/utils";
import { formatDay } from "./format";
import { useT } from "./i18n";

/** Row labels, every other weekday as in contribution graphs: Monday to Sunday of a week (1 January 2024 a Monday). */
const WEEK = ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-06", "2024-01-07"];
const LABELLED = new Set([0, 2, 4, 6]);
const weekdays = (locale: Locale) => WEEK.map((day) => formatDay(day, locale, { weekday: "short" }));

/** Intensity 0-4: any study event is 1, then by focus minutes. */
function level(d: StudyDay): number {
  if (d.events === 0) return 0;
  if (d.minutes >= 30) return 4;
  if (d.minutes >= 15) return 3;
  if (d.minutes >= 5) return 2;
  return 1;
}
const SHADES = ["bg-muted", "bg-primary/25", "bg-primary/50", "bg-primary/75", "bg-primary"];

function dayText(d: StudyDay, locale: Locale, t: ReturnType<typeof useT>): string {
  const day = formatDay(d.day, locale);
  if (d.events === 0) return t("progress.heatmap.noStudy", { day });
  return t("progress.heatmap.studied", { day, minutes: d.minutes, events: d.events });
}

/** A contribution-style grid of study days: one column a week (Monday on top), the newest week on the right. */
export function StudyHeatmap({ days }: { days: StudyDay[] }) {
  const t = useT();
  const { locale } = useLocale();
  const weeks: StudyDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const studied = days.filter((d) => d.events > 0).length;
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t("progress.heatmap.title", { count: weeks.length })}</span>
        <span className="text-sm text-muted-foreground" data-testid="heatmap-summary">
          {t("progress.heatmap.summary", { studied, total: days.length })}
        </span>
      </figcaption>
      <div className="flex gap-2 overflow-x-auto pb-1">
        <div className="grid grid-rows-7 gap-1 text-[10px] leading-4 text-muted-foreground" aria-hidden="true">
          {weekdays(locale).map((name, i) => (
            <span key={WEEK[i]} className="h-4">
              {LABELLED.has(i) ? name : ""}
            </span>
          ))}
        </div>
        <ol className="grid grid-flow-col grid-rows-7 gap-1" aria-label={t("progress.heatmap.label")}>
          {weeks.flat().map((d) => (
            <li
              key={d.day}
              title={dayText(d, locale, t)}
              aria-label={dayText(d, locale, t)}
              data-level={level(d)}
              className={cn("size-4 rounded-sm", SHADES[level(d)])}
            />
          ))}
        </ol>
      </div>
      <div className="flex items-center justify-end gap-1 text-xs text-muted-foreground" aria-hidden="true">
        {t("progress.heatmap.less")}
        {SHADES.map((shade) => (
          <span key={shade} className={cn("size-3 rounded-sm", shade)} />
        ))}
        {t("progress.heatmap.more")}
      </div>
    </figure>
  );
}
