import { Clock, Flame, GraduationCap, type LucideIcon, Trophy } from "lucide-react";
import type { Progress } from "../../../shared/schemas/progress";
import { formatFocusTime } from "./format";

/** The four tiles of §2.4: Current Level, Focus Time, Achievements, Day Streak. */
export function StatTiles({ progress }: { progress: Progress }) {
  const earned = progress.achievements.filter((a) => a.earned).length;
  const tiles: { label: string; value: string; detail: string; icon: LucideIcon; tone: string }[] = [
    {
      label: "Current Level",
      value: progress.currentLevel,
      detail: "CEFR level",
      icon: GraduationCap,
      tone: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
    },
    {
      label: "Focus Time",
      value: formatFocusTime(progress.studyTime),
      detail: "Time spent in lessons",
      icon: Clock,
      tone: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
    },
    {
      label: "Achievements",
      value: `${earned}/${progress.achievements.length}`,
      detail: "Earned so far",
      icon: Trophy,
      tone: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
    },
    {
      label: "Day Streak",
      value: `${progress.streak} ${progress.streak === 1 ? "day" : "days"}`,
      detail: progress.longestStreak > 0 ? `Longest: ${progress.longestStreak}` : "Study today to start one",
      icon: Flame,
      tone: "bg-orange-500/15 text-orange-700 dark:text-orange-300",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li
          key={tile.label}
          className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile.tone}`}>
            <tile.icon className="size-5" aria-hidden="true" />
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="text-sm text-muted-foreground">{tile.label}</span>
            <span
              className="whitespace-nowrap text-xl font-bold tabular-nums sm:text-2xl"
              data-testid={`tile-${tile.label}`}
            >
              {tile.value}
            </span>
            <span className="truncate text-xs text-muted-foreground">{tile.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
