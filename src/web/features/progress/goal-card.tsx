import { type Goal, goalPercent } from "../../../shared/schemas/progress";
import { Progress as Bar } from "../../components/ui/progress";
import { useLocale } from "../../lib/i18n";
import { formatPercent } from "./format";
import { useT } from "./i18n";

/** The goal's title and progress text, and its test id (in English, whatever the page's language). */
const GOALS = {
  daily: { title: "progress.goal.daily", progress: "progress.goal.dailyProgress", testId: "goal-Daily Goal" },
  weekly: { title: "progress.goal.weekly", progress: "progress.goal.weeklyProgress", testId: "goal-Weekly Goal" },
} as const;

/** A goal with its bar: 'Daily Goal · 24 of 30 minutes · 80%'. */
export function GoalCard({ kind, goal }: { kind: keyof typeof GOALS; goal: Goal }) {
  const t = useT();
  const { locale } = useLocale();
  const percent = goalPercent(goal);
  const title = t(GOALS[kind].title);
  const text = t(GOALS[kind].progress, { completed: goal.completed, target: goal.target });
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid={GOALS[kind].testId}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <span className="text-sm font-medium tabular-nums">{formatPercent(percent, locale)}</span>
      </div>
      <Bar value={percent} label={t("progress.goal.label", { goal: title, progress: text })} />
      <p className="text-sm text-muted-foreground">
        {percent >= 100 ? t("progress.goal.reached", { progress: text }) : text}
      </p>
    </div>
  );
}
