import { Award, RotateCcw, SkipForward, ThumbsDown, ThumbsUp } from "lucide-react";
import { CARD_ANIMATION_MS } from "../../../../shared/schemas/settings-values";
import type { DueWord } from "../../../../shared/schemas/studio";
import { Button } from "../../../components/ui/button";
import { Progress } from "../../../components/ui/progress";
import { useSettings } from "../../settings";
import { useT } from "../i18n";
import { FlashCard } from "./flash-card";
import type { useFlashCardSession } from "./use-flash-card-session";

/** The session's card, its ratings once turned over, 'Restart' and 'Skip', and how to use the keys or a finger. */
export function CardPractice({ session, card }: { session: ReturnType<typeof useFlashCardSession>; card: DueWord }) {
  const t = useT();
  const { settings } = useSettings();
  const { index, cards, flipped, saving, rate } = session;
  // What each answer would schedule, as the learner's scheduler computed it for this card.
  const hardDays = card.preview.hard ?? 1;
  const easyDays = card.preview.easy ?? 1;
  return (
    <div className="grid gap-4">
      <Progress value={(index / cards.length) * 100} label={t("studio-vocabulary.flashCards.sessionProgress")} />
      <FlashCard
        word={card}
        flipped={flipped}
        onFlip={session.flip}
        durationMs={CARD_ANIMATION_MS[settings.cardAnimationSpeed]}
        showHint={settings.showHints}
        buttonRef={session.cardButton}
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
          <Button variant="ghost" size="sm" onClick={session.restart} disabled={saving}>
            <RotateCcw /> {t("studio-vocabulary.flashCards.restart")}
          </Button>
        ) : (
          <span />
        )}
        <Button variant="ghost" size="sm" onClick={session.advance} disabled={saving} title="S">
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
  );
}
