import type { StudyDay } from "../../../shared/schemas/progress";
import { cn } from "../../lib/utils";
import { formatDay } from "./format";

/** Row labels, every other weekday as in contribution graphs. */
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const LABELLED = new Set(["Mon", "Wed", "Fri", "Sun"]);

/** Intensity 0-4: any study event is 1, then by focus minutes. */
function level(d: StudyDay): number {
  if (d.events === 0) return 0;
  if (d.minutes >= 30) return 4;
  if (d.minutes >= 15) return 3;
  if (d.minutes >= 5) return 2;
  return 1;
}
const SHADES = ["bg-muted", "bg-primary/25", "bg-primary/50", "bg-primary/75", "bg-primary"];

function dayText(d: StudyDay): string {
  if (d.events === 0) return `${formatDay(d.day)}: no study`;
  return `${formatDay(d.day)}: ${d.minutes} ${d.minutes === 1 ? "minute" : "minutes"}, ${d.events} study ${d.events === 1 ? "event" : "events"}`;
}

/** A contribution-style grid of study days: one column a week (Monday on top), the newest week on the right. */
export function StudyHeatmap({ days }: { days: StudyDay[] }) {
  const weeks: StudyDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const studied = days.filter((d) => d.events > 0).length;
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Study days, last {weeks.length} weeks</span>
        <span className="text-sm text-muted-foreground" data-testid="heatmap-summary">
          Studied on {studied} of {days.length} days
        </span>
      </figcaption>
      <div className="flex gap-2 overflow-x-auto pb-1">
        <div className="grid grid-rows-7 gap-1 text-[10px] leading-4 text-muted-foreground" aria-hidden="true">
          {WEEKDAYS.map((name) => (
            <span key={name} className="h-4">
              {LABELLED.has(name) ? name : ""}
            </span>
          ))}
        </div>
        <ol className="grid grid-flow-col grid-rows-7 gap-1" aria-label="Study days">
          {weeks.flat().map((d) => (
            <li
              key={d.day}
              title={dayText(d)}
              aria-label={dayText(d)}
              data-level={level(d)}
              className={cn("size-4 rounded-sm", SHADES[level(d)])}
            />
          ))}
        </ol>
      </div>
      <div className="flex items-center justify-end gap-1 text-xs text-muted-foreground" aria-hidden="true">
        Less
        {SHADES.map((shade) => (
          <span key={shade} className={cn("size-3 rounded-sm", shade)} />
        ))}
        More
      </div>
    </figure>
  );
}
