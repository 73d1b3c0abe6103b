import { CheckCircle2, Clock, Lock, Users } from "lucide-react";
import { Link } from "react-router";
import type { Difficulty, ScenarioView } from "../../../shared/schemas/course";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { formatNumber, useLocale } from "../../lib/i18n";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";

const difficultyKeys = {
  beginner: "courses.scenario.difficulty.beginner",
  intermediate: "courses.scenario.difficulty.intermediate",
  advanced: "courses.scenario.difficulty.advanced",
} as const satisfies Record<Difficulty, string>;

/** One scenario in the carousel (learning-experience §2.1). Locked cards are greyed and not links. */
export function ScenarioCard({ courseId, scenario }: { courseId: string; scenario: ScenarioView }) {
  const t = useT();
  const { locale } = useLocale();
  // The content writes '10 min'; the page's language writes the unit its own way.
  const duration = (text: string) => {
    const minutes = /^(\d+) min$/.exec(text)?.[1];
    return minutes ? t("courses.scenario.minutes", { minutes: Number(minutes) }) : text;
  };
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
          {scenario.index}
        </span>
        {scenario.isLocked ? (
          <Badge variant="outline" className="gap-1">
            <Lock className="size-3" aria-hidden="true" /> {t("courses.scenario.locked")}
          </Badge>
        ) : scenario.isCompleted ? (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 className="size-3" aria-hidden="true" /> {t("courses.scenario.complete")}
          </Badge>
        ) : null}
      </div>
      <h2 className="mt-3 text-lg font-semibold leading-snug">{scenario.title}</h2>
      <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{scenario.description}</p>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{t(difficultyKeys[scenario.difficulty])}</span>
        <span className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" /> {duration(scenario.estimatedTime)}
        </span>
        <span className="flex items-center gap-1">
          <Users className="size-4" aria-hidden="true" /> {t("courses.scenario.tutors", { count: scenario.tutorCount })}
        </span>
      </div>
      <div className="mt-auto pt-5">
        {scenario.isLocked ? (
          <p className="text-sm font-medium text-muted-foreground">{t("courses.scenario.completePrevious")}</p>
        ) : scenario.isCompleted ? (
          <p className="text-sm font-medium text-success">{t("courses.scenario.complete")}</p>
        ) : (
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-primary">{t("courses.startLearning")}</span>
              <span className="text-muted-foreground">
                {t("courses.scenario.done", {
                  percent: formatNumber(locale, scenario.progress / 100, { style: "percent" }),
                })}
              </span>
            </div>
            <Progress value={scenario.progress} label={t("courses.scenario.progress", { title: scenario.title })} />
          </div>
        )}
      </div>
    </>
  );
  const frame = "flex h-full min-h-64 flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm";
  if (scenario.isLocked) {
    return (
      <div
        aria-disabled="true"
        data-testid="scenario-card"
        data-state="locked"
        className={cn(frame, "cursor-not-allowed opacity-55 grayscale")}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      to={`/course/${courseId}/scenario/${scenario.id}/characters`}
      data-testid="scenario-card"
      data-state={scenario.isCompleted ? "completed" : "open"}
      className={cn(
        frame,
        "outline-none transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
      )}
    >
      {body}
    </Link>
  );
}
