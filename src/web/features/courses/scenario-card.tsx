import { CheckCircle2, Clock, Lock, Users } from "lucide-react";
import { Link } from "react-router";
import type { ScenarioView } from "../../../shared/schemas/course";
import { Badge } from "../../components/ui/badge";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One scenario in the carousel (learning-experience §2.1). Locked cards are greyed and not links. */
export function ScenarioCard({ courseId, scenario }: { courseId: string; scenario: ScenarioView }) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
          {scenario.index}
        </span>
        {scenario.isLocked ? (
          <Badge variant="outline" className="gap-1">
            <Lock className="size-3" aria-hidden="true" /> Locked
          </Badge>
        ) : scenario.isCompleted ? (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 className="size-3" aria-hidden="true" /> Complete
          </Badge>
        ) : null}
      </div>
      <h2 className="mt-3 text-lg font-semibold leading-snug">{scenario.title}</h2>
      <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{scenario.description}</p>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span>{capitalise(scenario.difficulty)} Level</span>
        <span className="flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" /> {scenario.estimatedTime}
        </span>
        <span className="flex items-center gap-1">
          <Users className="size-4" aria-hidden="true" /> {scenario.characters.length} tutors
        </span>
      </div>
      <div className="mt-auto pt-5">
        {scenario.isLocked ? (
          <p className="text-sm font-medium text-muted-foreground">Complete previous</p>
        ) : scenario.isCompleted ? (
          <p className="text-sm font-medium text-success">Complete</p>
        ) : (
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-primary">Start Learning</span>
              <span className="text-muted-foreground">{scenario.progress}% done</span>
            </div>
            <Progress value={scenario.progress} label={`${scenario.title} progress`} />
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
