import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { StudyDay } from "../../../shared/schemas/progress";
import { useLocale } from "../../lib/i18n";
import { formatDay } from "./format";
import { useT } from "./i18n";

/** Focus minutes per day for the last days (recharts), with a table for screen readers. */
export function FocusChart({ days }: { days: StudyDay[] }) {
  const t = useT();
  const { locale } = useLocale();
  const total = days.reduce((n, d) => n + d.minutes, 0);
  const studied = days.filter((d) => d.minutes > 0).length;
  const data = days.map((d) => ({ ...d, label: formatDay(d.day, locale, { day: "numeric", month: "short" }) }));
  return (
    <figure className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t("progress.chart.title", { count: days.length })}</span>
        <span className="text-sm text-muted-foreground" data-testid="chart-summary">
          {t("progress.chart.summary", { minutes: total, days: studied })}
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
              formatter={(value) => [
                t("progress.chart.tooltipValue", { minutes: value }),
                t("progress.chart.tooltipName"),
              ]}
            />
            <Bar dataKey="minutes" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t("progress.chart.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("progress.chart.day")}</th>
            <th scope="col">{t("progress.chart.minutes")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <td>{formatDay(d.day, locale)}</td>
              <td>{d.minutes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
