import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import type { CategoryFilter } from "./api";
import { useT } from "./i18n";
import { PracticeExercise } from "./practice-exercise";
import { usePracticeSession } from "./use-practice-session";

/**
 * A practice session: each sentence with the mistake's right form blanked out; the learner types it and checks
 * (Enter), sees whether it was right, and goes on (Enter again). The server counts each answer.
 */
export function PracticeDialog(props: {
  open: boolean;
  category: CategoryFilter;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const practice = usePracticeSession(props.open, props.category);
  const { session, items, item, finished } = practice;

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("studio-mistakes.practice.title")}</DialogTitle>
          <DialogDescription>{t("studio-mistakes.practice.description")}</DialogDescription>
        </DialogHeader>
        {session.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("studio-mistakes.loading")}
          </p>
        ) : session.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t("studio-mistakes.toast.loadFailed")}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("studio-mistakes.practice.nothing")}</p>
        ) : finished ? (
          <div className="grid gap-2 text-center" data-testid="practice-summary">
            <p className="text-2xl font-bold">
              {t("studio-mistakes.practice.score", { right: practice.rightCount, total: items.length })}
            </p>
            <p className="text-sm text-muted-foreground">{t("studio-mistakes.practice.summary")}</p>
          </div>
        ) : item ? (
          <PracticeExercise practice={practice} item={item} />
        ) : null}
        {finished && (
          <DialogFooter>
            <Button variant="outline" onClick={practice.again}>
              {t("studio-mistakes.practice.again")}
            </Button>
            <Button onClick={() => props.onOpenChange(false)}>{t("studio-mistakes.practice.close")}</Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
