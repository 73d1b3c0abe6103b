import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { useT } from "../i18n";
import { CardPractice } from "./card-practice";
import { LeaveDialog } from "./leave-dialog";
import { SessionSummary } from "./session-summary";
import { type Phase, useFlashCardSession } from "./use-flash-card-session";

/** What the dialog says under its title while no card is shown. */
const PHASE_TEXTS = {
  loading: "studio-vocabulary.flashCards.loading",
  error: "studio-vocabulary.flashCards.error",
  empty: "studio-vocabulary.flashCards.empty",
} as const satisfies Partial<Record<Phase, string>>;

/** The flash-card practice dialog (learning-experience §2.7, §4 "Flash-card rating"). */
export function FlashCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const session = useFlashCardSession(open, onOpenChange);
  const { phase, card, index, cards, stats } = session;
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : session.requestClose())}>
        <DialogContent className="sm:max-w-xl" onKeyDown={session.onKeyDown}>
          {phase === "done" ? (
            <SessionSummary
              reviewed={stats.reviewed}
              mastered={stats.mastered}
              minutes={session.minutes}
              onAgain={() => void session.start()}
              onDone={session.close}
            />
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>{t("studio-vocabulary.flashCards.title")}</DialogTitle>
                <DialogDescription>
                  {phase === "practice" && card
                    ? t("studio-vocabulary.flashCards.position", {
                        current: index + 1,
                        total: cards.length,
                        remaining: cards.length - index - 1,
                      })
                    : t(PHASE_TEXTS[phase === "practice" ? "empty" : phase])}
                </DialogDescription>
              </DialogHeader>
              {phase === "practice" && card && <CardPractice session={session} card={card} />}
            </>
          )}
        </DialogContent>
      </Dialog>
      <LeaveDialog
        open={session.leaving}
        reviewed={stats.reviewed}
        onContinue={session.stayOn}
        onLeave={session.close}
      />
    </>
  );
}
