import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StudyDay } from "../../../shared/schemas/progress";
import { formatDay } from "./format";

/** Focus minutes per day for the last days (recharts), with a table for screen readers. */
export function FocusChart({ days }: { days: StudyDay[] }) {
  const total = days.reduce((n, d) => n + d.minutes, 0);
  const studied = days.filter((d) => d.minutes > 0).length;
  const data = days.map((d) => ({ ...d, label: formatDay(d.day, { day: "numeric", month: "short" }) }));
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Focus minutes, last {days.length} days</span>
        <span className="text-sm text-muted-foreground" data-testid="chart-summary">
          {total} {total === 1 ? "minute" : "minutes"} on {studied} {studied === 1 ? "day" : "days"}
        </span>
      </figcaption>
      <div className="h-48 w-full text-xs" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {/* No keyboard layer: the chart is hidden from assistive technology (the caption says its figures). */}
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              interval="preserveStartEnd"
              minTickGap={16}
              tick={{ fill: "var(--muted-foreground)" }}
            />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: "var(--muted-foreground)" }} />
            <Tooltip
              cursor={{ fill: "var(--muted)" }}
              contentStyle={{
                background: "var(--popover)",
                color: "var(--popover-foreground)",
                border: "1px solid var(--border)",
                borderRadius: 8,
              }}
              formatter={(value) => [`${value} min`, "Focus"]}
            />
            <Bar dataKey="minutes" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Focus minutes per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minutes</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{formatDay(d.day)}</td>
              <td>{d.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
