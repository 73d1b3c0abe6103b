import { useQueryClient } from "@tanstack/react-query";
import { Award, RotateCcw, SkipForward, ThumbsDown, ThumbsUp } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { CARD_ANIMATION_MS } from "../../../../shared/schemas/settings-values";
import type { DueWord, DueWords, ReviewRating } from "../../../../shared/schemas/studio";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { Progress } from "../../../components/ui/progress";
import { useSession } from "../../auth/session";
import { isOffline } from "../../offline";
import { useSettings } from "../../settings";
import { useSoundEffects } from "../../sounds";
import { vocabularyApi, vocabularyKeys } from "../api";
import { useT } from "../i18n";
import { FlashCard } from "./flash-card";
import { LeaveDialog } from "./leave-dialog";
import { keepReview } from "./offline-reviews";
import { SessionSummary } from "./session-summary";

/** Auto-advance waits this long after a rating (learning-experience §9). */
const AUTO_ADVANCE_MS = 500;

type Phase = "loading" | "practice" | "done" | "empty" | "error";

/** The flash-card practice dialog (learning-experience §2.7, §4 "Flash-card rating"). */
export function FlashCardDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const { settings } = useSettings();
  const playEffect = useSoundEffects();
  const user = useSession().data;
  const t = useT();
  const [phase, setPhase] = useState<Phase>("loading");
  const [cards, setCards] = useState<DueWord[]>([]);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stats, setStats] = useState({ reviewed: 0, mastered: 0 });
  const [leaving, setLeaving] = useState(false);
  const startedAt = useRef(Date.now());
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cardButton = useRef<HTMLButtonElement>(null);

  // Keyboard users start on the card: Space flips it, the letter keys rate it.
  useEffect(() => {
    if (phase === "practice") cardButton.current?.focus();
  }, [phase]);

  const start = async () => {
    clearTimeout(advanceTimer.current);
    setPhase("loading");
    setIndex(0);
    setFlipped(false);
    setSaving(false);
    setStats({ reviewed: 0, mastered: 0 });
    startedAt.current = Date.now();
    try {
      // Offline, the session is the due cards the page came with (its last copy).
      const due = await vocabularyApi.due().catch((error: unknown) => {
        const kept = queryClient.getQueryData<DueWords>(vocabularyKeys.due);
        if (isOffline(error) && kept) return kept;
        throw error;
      });
      setCards(due.words);
      setPhase(due.words.length > 0 ? "practice" : "empty");
    } catch (error) {
      console.error("loading flash cards failed", error);
      setPhase("error");
    }
  };

  // Session stats reset each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start only when the dialog opens
  useEffect(() => {
    if (open) void start();
    return () => clearTimeout(advanceTimer.current);
  }, [open]);

  const close = () => {
    clearTimeout(advanceTimer.current);
    setLeaving(false);
    onOpenChange(false);
    void queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
  };
  const requestClose = () => {
    if (phase === "practice" && (index > 0 || stats.reviewed > 0)) setLeaving(true);
    else close();
  };

  const card = cards[index];
  const advance = () => {
    setSaving(false);
    setFlipped(false);
    if (index + 1 >= cards.length) {
      setPhase("done");
      playEffect("sessionDone");
    } else setIndex(index + 1);
  };

  const rate = async (rating: ReviewRating) => {
    if (!card || !flipped || saving) return;
    setSaving(true);
    if (!(await saveReview(card.id, rating))) {
      setSaving(false);
      return;
    }
    playEffect(rating === "hard" ? "needPractice" : "gotIt");
    setStats((s) => ({ reviewed: s.reviewed + 1, mastered: s.mastered + (rating === "hard" ? 0 : 1) }));
    if (settings.autoAdvanceCards) advanceTimer.current = setTimeout(advance, AUTO_ADVANCE_MS);
    else advance();
  };

  /** Sends a rating; without a connection keeps it on this device to send later. False when it was not saved. */
  const saveReview = async (wordId: string, rating: ReviewRating) => {
    try {
      const { nextReviewDays: days } = await vocabularyApi.review(wordId, rating);
      toast.success(t("studio-vocabulary.flashCards.reviewed"), {
        description: t("studio-vocabulary.flashCards.nextReview", { days }),
      });
      return true;
    } catch (error) {
      if (isOffline(error) && user) {
        const kept = await keepReview({ userId: user.id, wordId, rating }).then(
          () => true,
          (reason: unknown) => console.error("keeping a review offline failed", reason),
        );
        if (kept) {
          toast.success(t("studio-vocabulary.flashCards.keptOffline"), {
            description: t("studio-vocabulary.flashCards.keptOfflineText"),
          });
          return true;
        }
      } else console.error("saving a review failed", error);
      toast.error(
        rating === "mastered"
          ? t("studio-vocabulary.flashCards.masterFailed")
          : t("studio-vocabulary.flashCards.saveFailed"),
      );
      return false;
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (phase !== "practice" || leaving || event.ctrlKey || event.metaKey || event.altKey) return;
    const onControl = (event.target as HTMLElement).closest("button, a, input, textarea");
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if ((key === " " || key === "Enter") && !onControl) {
      event.preventDefault();
      setFlipped((f) => !f);
    } else if (key === "s" && !saving) {
      event.preventDefault();
      advance();
    } else if (key === "h" || key === "ArrowLeft") {
      event.preventDefault();
      void rate("hard");
    } else if (key === "l" || key === "ArrowRight") {
      event.preventDefault();
      void rate("easy");
    } else if (key === "m") {
      event.preventDefault();
      void rate("mastered");
    }
  };

  // What each answer would schedule, as the learner's scheduler computed it for this card.
  const hardDays = card?.preview.hard ?? 1;
  const easyDays = card?.preview.easy ?? 1;
  const minutes = Math.floor((Date.now() - startedAt.current) / 60_000);

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent className="sm:max-w-xl" onKeyDown={onKeyDown}>
          {phase === "done" ? (
            <SessionSummary
              reviewed={stats.reviewed}
              mastered={stats.mastered}
              minutes={minutes}
              onAgain={() => void start()}
              onDone={close}
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
                    : phase === "loading"
                      ? t("studio-vocabulary.flashCards.loading")
                      : phase === "error"
                        ? t("studio-vocabulary.flashCards.error")
                        : t("studio-vocabulary.flashCards.empty")}
                </DialogDescription>
              </DialogHeader>
              {phase === "practice" && card && (
                <div className="grid gap-4">
                  <Progress
                    value={(index / cards.length) * 100}
                    label={t("studio-vocabulary.flashCards.sessionProgress")}
                  />
                  <FlashCard
                    word={card}
                    flipped={flipped}
                    onFlip={() => setFlipped((f) => !f)}
                    durationMs={CARD_ANIMATION_MS[settings.cardAnimationSpeed]}
                    showHint={settings.showHints}
                    buttonRef={cardButton}
                    onSwipe={(direction) => void rate(direction === "right" ? "easy" : "hard")}
                  />
                  {flipped ? (
                    <div className="grid gap-2">
                      <div className="grid grid-cols-2 gap-2">
                        <Button
                          variant="outline"
                          onClick={() => void rate("hard")}
                          disabled={saving}
                          title={t("studio-vocabulary.flashCards.hardTitle", { days: hardDays })}
                        >
                          <ThumbsDown /> {t("studio-vocabulary.flashCards.needPractice")}
                        </Button>
                        <Button
                          onClick={() => void rate("easy")}
                          disabled={saving}
                          title={t("studio-vocabulary.flashCards.easyTitle", { days: easyDays })}
                        >
                          <ThumbsUp /> {t("studio-vocabulary.flashCards.gotIt")}
                        </Button>
                      </div>
                      <Button variant="secondary" onClick={() => void rate("mastered")} disabled={saving} title="M">
                        <Award /> {t("studio-vocabulary.flashCards.mastered")}
                      </Button>
                    </div>
                  ) : null}
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    {index > 0 ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setIndex(0);
                          setFlipped(false);
                        }}
                        disabled={saving}
                      >
                        <RotateCcw /> {t("studio-vocabulary.flashCards.restart")}
                      </Button>
                    ) : (
                      <span />
                    )}
                    <Button variant="ghost" size="sm" onClick={advance} disabled={saving} title="S">
                      <SkipForward /> {t("studio-vocabulary.flashCards.skip")}
                    </Button>
                  </div>
                  <p className="text-center text-xs text-muted-foreground pointer-coarse:hidden">
                    {t("studio-vocabulary.flashCards.keys")}
                  </p>
                  <p className="hidden text-center text-xs text-muted-foreground pointer-coarse:block">
                    {t("studio-vocabulary.flashCards.swipe")}
                  </p>
                </div>
              )}
            </>
          )}
        </DialogContent>
      </Dialog>
      <LeaveDialog open={leaving} reviewed={stats.reviewed} onContinue={() => setLeaving(false)} onLeave={close} />
    </>
  );
}
