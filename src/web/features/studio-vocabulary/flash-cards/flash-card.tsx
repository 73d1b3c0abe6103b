import { type PointerEvent, type Ref, useRef, useState } from "react";
import type { VocabularyWord } from "../../../../shared/schemas/studio";
import { Badge } from "../../../components/ui/badge";
import { useT } from "../i18n";

/** How far a finger must move the card sideways to rate it. */
const SWIPE_PX = 80;
/** Movement below this is still a tap (it flips the card). */
const TAP_SLOP_PX = 10;

/**
 * One card that turns over: the word in front, its meaning behind (learning-experience §2.7). On a touch screen it
 * follows the finger sideways: let go past SWIPE_PX and it is swiped (right: 'Got It!', left: 'Need Practice', by
 * the dialog's rules for the keys); a shorter move springs back. Vertical moves stay the page's (touch-action).
 */
export function FlashCard(props: {
  word: VocabularyWord;
  flipped: boolean;
  onFlip: () => void;
  durationMs: number;
  showHint: boolean;
  /** The card takes the keyboard focus when a session starts. */
  buttonRef?: Ref<HTMLButtonElement>;
  onSwipe?: (direction: "left" | "right") => void;
}) {
  const t = useT();
  const start = useRef<{ x: number; pointer: number }>(undefined);
  const dragged = useRef(false);
  const [dx, setDx] = useState(0);
  const offset = (event: PointerEvent) => event.clientX - (start.current?.x ?? event.clientX);
  const release = (event: PointerEvent) => {
    const moved = offset(event);
    start.current = undefined;
    setDx(0);
    if (Math.abs(moved) >= SWIPE_PX) props.onSwipe?.(moved > 0 ? "right" : "left");
  };
  const face =
    "absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl border p-6 backface-hidden";
  return (
    <button
      ref={props.buttonRef}
      type="button"
      onClick={() => {
        // The click that ends a swipe is not a tap.
        if (dragged.current) dragged.current = false;
        else props.onFlip();
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, pointer: event.pointerId };
        dragged.current = false;
      }}
      onPointerMove={(event) => {
        if (start.current?.pointer !== event.pointerId) return;
        const moved = offset(event);
        if (Math.abs(moved) > TAP_SLOP_PX && !dragged.current) {
          dragged.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (dragged.current) setDx(moved);
      }}
      onPointerUp={(event) => {
        if (start.current?.pointer === event.pointerId) release(event);
      }}
      onPointerCancel={() => {
        start.current = undefined;
        setDx(0);
      }}
      style={{
        transform: dx ? `translateX(${dx}px) rotate(${dx / 24}deg)` : undefined,
        transition: dx ? "none" : "transform 200ms ease-out",
      }}
      aria-label={
        props.flipped
          ? t("studio-vocabulary.card.flipBack", { word: props.word.word, meaning: props.word.meaning })
          : t("studio-vocabulary.card.reveal", { word: props.word.word })
      }
      aria-pressed={props.flipped}
      className="group h-56 w-full touch-pan-y select-none rounded-2xl outline-none perspective-[1200px] focus-visible:ring-[3px] focus-visible:ring-ring/50"
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
