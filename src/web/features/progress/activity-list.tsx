import { BookCheck, Flame, type LucideIcon, Sparkles } from "lucide-react";
import type { ActivityItem, ActivityType } from "../../../shared/schemas/progress";
import { useLocale } from "../../lib/i18n";
import { useNow } from "../../lib/render-time";
import { useLearnerTimeZone } from "../settings";
import { formatDateTime, relativeTime } from "./format";
import { useT } from "./i18n";

const ICONS: Record<ActivityType, { icon: LucideIcon; tone: string }> = {
  lesson_completed: { icon: BookCheck, tone: "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300" },
  streak_milestone: { icon: Flame, tone: "bg-orange-500/15 text-orange-700 dark:text-orange-300" },
  new_words: { icon: Sparkles, tone: "bg-sky-500/15 text-sky-700 dark:text-sky-300" },
};

/** Recent activity, newest first, with relative times. */
export function ActivityList({ items }: { items: ActivityItem[] }) {
  const now = useNow();
  const timeZone = useLearnerTimeZone();
  const t = useT();
  const { locale } = useLocale();
  if (items.length === 0) {
    return (
      <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">{t("progress.activity.empty")}</p>
    );
  }
  return (
    <ol className="grid gap-2">
      {items.map((item) => {
        const { icon: Icon, tone } = ICONS[item.type];
        const words = wording(item, t);
        return (
          <li
            key={item.id}
            className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-sm"
            data-testid="activity-item"
          >
            <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="font-medium">{words.title}</span>
              <span className="truncate text-sm text-muted-foreground">{words.text}</span>
            </span>
            <time
              dateTime={item.timestamp}
              className="shrink-0 text-xs text-muted-foreground"
              title={formatDateTime(item.timestamp, timeZone, locale)}
            >
              {relativeTime(item.timestamp, now, locale, t)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

/** An entry's title and line in the page's language, from what it counts (the API's English as a fallback). */
function wording(item: ActivityItem, t: ReturnType<typeof useT>): { title: string; text: string } {
  const count = item.count ?? 0;
  switch (item.type) {
    case "lesson_completed":
      return {
        title: t("progress.activity.lesson.title"),
        text:
          item.scenarioTitle && item.courseTitle
            ? t("progress.activity.lesson.text", { scenario: item.scenarioTitle, course: item.courseTitle })
            : t("progress.activity.lesson.unknown"),
      };
    case "new_words":
      return { title: t("progress.activity.words.title"), text: t("progress.activity.words.text", { count }) };
    case "streak_milestone":
      return {
        title: t("progress.activity.streak.title", { count }),
        text: t("progress.activity.streak.text", { count }),
      };
    default:
      return { title: item.title, text: item.description };
  }
}
