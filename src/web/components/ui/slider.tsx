import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/utils";

/** Key presses commit once they stop for this long, so holding an arrow key saves once, not per step. */
const KEY_COMMIT_DELAY_MS = 300;

/**
 * A slider: the browser's own range input (keyboard, touch and screen readers for free). It shows its value while
 * it moves and reports `onCommit` once per change (pointer released, keys paused, or focus left), not per step.
 */
export function Slider({
  value,
  onCommit,
  className,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number;
  onCommit: (value: number) => void;
}) {
  const [moving, setMoving] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: number | null = moving) => {
    clearTimeout(timer.current);
    if (next !== null && next !== value) onCommit(next);
    setMoving(null);
  };
  return (
    <input
      type="range"
      data-slot="slider"
      value={moving ?? value}
      onChange={(e) => setMoving(Number(e.target.value))}
      onPointerUp={() => commit()}
      onKeyUp={() => {
        clearTimeout(timer.current);
        const next = moving;
        timer.current = setTimeout(() => commit(next), KEY_COMMIT_DELAY_MS);
      }}
      onBlur={() => commit()}
      className={cn("h-2 w-full cursor-pointer accent-primary", className)}
      {...props}
    />
  );
}
