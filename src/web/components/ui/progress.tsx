import { cn } from "../../lib/utils";

/** A progress bar; the value is clamped between 0 and max (spec: a progress value must lie in that range). */
export function Progress({
  value,
  max = 100,
  thin,
  className,
  indicatorClassName,
  label,
}: {
  value: number;
  max?: number;
  /** The chat header's slimmer bar. */
  thin?: boolean;
  className?: string;
  indicatorClassName?: string;
  label: string;
}) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cn("w-full overflow-hidden rounded-full bg-muted", thin ? "h-1.5" : "h-2", className)}
    >
      <div
        className={cn("h-full rounded-full bg-primary transition-[width]", indicatorClassName)}
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
