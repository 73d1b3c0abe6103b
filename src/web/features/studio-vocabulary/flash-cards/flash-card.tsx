import type { Ref } from "react";
import type { VocabularyWord } from "../../../../shared/schemas/studio";
import { Badge } from "../../../components/ui/badge";
import { useT } from "../i18n";

/** One card that turns over: the word in front, its meaning behind (learning-experience §2.7). */
export function FlashCard(props: {
  word: VocabularyWord;
  flipped: boolean;
  onFlip: () => void;
  durationMs: number;
  showHint: boolean;
  /** The card takes the keyboard focus when a session starts. */
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useT();
  const face =
    "absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl border p-6 backface-hidden";
  return (
    <button
      ref={props.buttonRef}
      type="button"
      onClick={props.onFlip}
      aria-label={
        props.flipped
          ? t("studio-vocabulary.card.flipBack", { word: props.word.word, meaning: props.word.meaning })
          : t("studio-vocabulary.card.reveal", { word: props.word.word })
      }
      aria-pressed={props.flipped}
      className="group h-56 w-full rounded-2xl outline-none perspective-[1200px] focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="flash-card"
    >
      <span
        className="relative block size-full transform-3d transition-transform motion-reduce:transition-none"
        style={{
          transitionDuration: `${props.durationMs}ms`,
          transform: props.flipped ? "rotateY(180deg)" : undefined,
        }}
      >
        <span className={`${face} bg-card`} aria-hidden={props.flipped}>
          <Badge variant="secondary" className="uppercase">
            {props.word.language}
          </Badge>
          <span className="text-3xl font-bold">{props.word.word}</span>
          {props.showHint && <span className="text-sm text-muted-foreground">{t("studio-vocabulary.card.hint")}</span>}
        </span>
        <span
          className={`${face} rotate-y-180 bg-primary/5`}
          aria-hidden={!props.flipped}
          data-testid="flash-card-back"
        >
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t("studio-vocabulary.card.translation")}
          </span>
          <span className="text-2xl font-semibold">{props.word.meaning}</span>
        </span>
      </span>
    </button>
  );
}
