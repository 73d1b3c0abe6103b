import { type Goal, goalPercent } from "../../../shared/schemas/progress";
import { Progress as Bar } from "../../components/ui/progress";

/** A goal with its bar: 'Daily Goal · 24 of 30 minutes · 80%'. */
export function GoalCard({ title, goal, unit }: { title: string; goal: Goal; unit: string }) {
  const percent = goalPercent(goal);
  const text = `${goal.completed} of ${goal.target} ${unit}`;
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid={`goal-${title}`}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <span className="text-sm font-medium tabular-nums">{percent}%</span>
      </div>
      <Bar value={percent} label={`${title}: ${text}`} />
      <p className="text-sm text-muted-foreground">
        {text}
        {percent >= 100 ? " · Goal reached!" : ""}
      </p>
    </div>
  );
}
