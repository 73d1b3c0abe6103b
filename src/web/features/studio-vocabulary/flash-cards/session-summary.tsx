import { PartyPopper } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";

/** The spec's pass threshold (learning-experience §9). */
const GREAT_PERCENT = 80;

/** Accuracy is mastered divided by reviewed (learning-experience §2.7). */
export function accuracyPercent(reviewed: number, mastered: number): number {
  return reviewed === 0 ? 0 : Math.round((mastered / reviewed) * 100);
}

export function summaryMessage(percent: number): string {
  if (percent === 100) return "Perfect score! Keep up the excellent work!";
  if (percent >= GREAT_PERCENT) return "Great job! You're making excellent progress!";
  return "Keep practicing! You're improving with each session!";
}

export function SessionSummary(props: {
  reviewed: number;
  mastered: number;
  minutes: number;
  onAgain: () => void;
  onDone: () => void;
}) {
  const percent = accuracyPercent(props.reviewed, props.mastered);
  const tiles = [
    { label: "Words Reviewed", value: String(props.reviewed) },
    { label: "Mastered", value: String(props.mastered) },
    { label: "Accuracy", value: `${percent}%` },
    ...(props.minutes >= 1 ? [{ label: "Time spent", value: `${props.minutes} min` }] : []),
  ];
  return (
    <>
      <DialogHeader className="items-center text-center">
        <PartyPopper className="size-10 text-primary" aria-hidden="true" />
        <DialogTitle>Session Complete!</DialogTitle>
        <DialogDescription>{summaryMessage(percent)}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="session-stats">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-xl bg-muted/60 p-3 text-center">
            <dt className="text-xs text-muted-foreground">{t.label}</dt>
            <dd className="text-2xl font-bold">{t.value}</dd>
          </div>
        ))}
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={props.onAgain}>
          Practice Again
        </Button>
        <Button onClick={props.onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}
