import { Clock, Flame, GraduationCap, type LucideIcon, Trophy } from "lucide-react";
import type { Progress } from "../../../shared/schemas/progress";
import { formatFocusTime } from "./format";
import { useT } from "./i18n";

/** The four tiles of learning-experience §2.4: Current Level, Focus Time, Achievements, Day Streak. */
export function StatTiles({ progress }: { progress: Progress }) {
  const t = useT();
  const earned = progress.achievements.filter((a) => a.earned).length;
  // The test ids keep the English labels, whatever the page's language.
  const tiles: { id: string; label: string; value: string; detail: string; icon: LucideIcon; tone: string }[] = [
    {
      id: "Current Level",
      label: t("progress.tile.level"),
      value: progress.currentLevel,
      detail: t("progress.tile.levelDetail"),
      icon: GraduationCap,
      tone: "bg-sky-500/15 text-sky-700 dark:text-sky-300",
    },
    {
      id: "Focus Time",
      label: t("progress.tile.focus"),
      value: formatFocusTime(progress.studyTime, t),
      detail: t("progress.tile.focusDetail"),
      icon: Clock,
      tone: "bg-violet-500/15 text-violet-700 dark:text-violet-300",
    },
    {
      id: "Achievements",
      label: t("progress.tile.achievements"),
      value: `${earned}/${progress.achievements.length}`,
      detail: t("progress.tile.achievementsDetail"),
      icon: Trophy,
      tone: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
    },
    {
      id: "Day Streak",
      label: t("progress.tile.streak"),
      value: t("progress.tile.streakDays", { count: progress.streak }),
      detail:
        progress.longestStreak > 0
          ? t("progress.tile.longestStreak", { count: progress.longestStreak })
          : t("progress.tile.startStreak"),
      icon: Flame,
      tone: "bg-orange-500/15 text-orange-700 dark:text-orange-300",
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li
          key={tile.id}
          className="flex min-w-0 flex-col items-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row"
        >
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile.tone}`}>
            <tile.icon className="size-5" aria-hidden="true" />
          </span>
          <span className="grid min-w-0 gap-0.5">
            <span className="text-sm text-muted-foreground">{tile.label}</span>
            <span
              // A longer language's value ('12 Tage') wraps inside its tile instead of widening the page.
              className="text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl"
              data-testid={`tile-${tile.id}`}
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
