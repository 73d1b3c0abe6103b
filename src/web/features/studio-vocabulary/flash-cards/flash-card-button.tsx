import { useQuery } from "@tanstack/react-query";
import { Layers } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../../lib/utils";
import { vocabularyQueries } from "../api";
import { useT } from "../i18n";
import { FlashCardDialog } from "./flash-card-dialog";

/** The badge caps at 99+ and pulses for 2 s when overdue words exist (learning-experience §2.7, §9). */
const BADGE_MAX = 99;
const OVERDUE_PULSE_MS = 2000;

export const badgeText = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/** The floating round button at bottom-right, shown while words are due for review. */
export function FlashCardButton() {
  const due = useQuery(vocabularyQueries.due);
  const t = useT();
  const [open, setOpen] = useState(false);
  const [pulsing, setPulsing] = useState(false);
  const overdue = due.data?.overdue ?? false;

  useEffect(() => {
    if (!overdue) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), OVERDUE_PULSE_MS);
    return () => clearTimeout(timer);
  }, [overdue]);

  const count = due.data?.count ?? 0;
  if (count === 0 && !open) return null;
  const n = badgeText(count);
  const tooltip = overdue
    ? t("studio-vocabulary.flashCards.ready", { count, n })
    : t("studio-vocabulary.flashCards.practice", { count, n });
  return (
    <>
      <div className="group fixed bottom-6 right-6 z-30">
        <span
          role="tooltip"
          id="flash-card-tooltip"
          className="pointer-events-none absolute bottom-full right-0 mb-3 w-max max-w-60 rounded-lg bg-foreground px-3 py-2 text-xs text-background opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          <span className="block font-medium">{tooltip}</span>
          <span className="block opacity-80">{t("studio-vocabulary.flashCards.start")}</span>
        </span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t("studio-vocabulary.flashCards.button", { tooltip })}
          aria-describedby="flash-card-tooltip"
          className="relative flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Layers className="size-6" aria-hidden="true" />
          {count > 0 && (
            <span
              data-testid="due-badge"
              data-overdue={overdue}
              className={cn(
                "absolute -right-1 -top-1 min-w-6 rounded-full px-1.5 py-0.5 text-xs font-semibold ring-2 ring-background",
                overdue ? "bg-destructive text-destructive-foreground" : "bg-amber-500 text-white",
                pulsing && "animate-pulse",
              )}
            >
              {n}
            </span>
          )}
        </button>
      </div>
      <FlashCardDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
