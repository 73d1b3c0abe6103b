import { PartyPopper } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { formatNumber, useLocale } from "../../../lib/i18n";
import { useT } from "../i18n";

/** The spec's pass threshold (learning-experience §9). */
const GREAT_PERCENT = 80;

/** Accuracy is mastered divided by reviewed (learning-experience §2.7). */
export function accuracyPercent(reviewed: number, mastered: number): number {
  return reviewed === 0 ? 0 : Math.round((mastered / reviewed) * 100);
}

export function summaryMessage(percent: number) {
  if (percent === 100) return "studio-vocabulary.summary.perfect";
  if (percent >= GREAT_PERCENT) return "studio-vocabulary.summary.great";
  return "studio-vocabulary.summary.keepPracticing";
}

export function SessionSummary(props: {
  reviewed: number;
  mastered: number;
  minutes: number;
  onAgain: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const percent = accuracyPercent(props.reviewed, props.mastered);
  const tiles = [
    { label: t("studio-vocabulary.summary.reviewed"), value: formatNumber(locale, props.reviewed) },
    { label: t("studio-vocabulary.summary.mastered"), value: formatNumber(locale, props.mastered) },
    {
      label: t("studio-vocabulary.summary.accuracy"),
      value: formatNumber(locale, percent / 100, { style: "percent" }),
    },
    ...(props.minutes >= 1
      ? [
          {
            label: t("studio-vocabulary.summary.time"),
            value: t("studio-vocabulary.summary.minutes", { minutes: props.minutes }),
          },
        ]
      : []),
  ];
  return (
    <>
      <DialogHeader className="items-center text-center">
        <PartyPopper className="size-10 text-primary" aria-hidden="true" />
        <DialogTitle>{t("studio-vocabulary.summary.title")}</DialogTitle>
        <DialogDescription>{t(summaryMessage(percent))}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="session-stats">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl bg-muted/60 p-3 text-center">
            <dt className="text-xs text-muted-foreground">{tile.label}</dt>
            <dd className="text-2xl font-bold">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={props.onAgain}>
          {t("studio-vocabulary.summary.again")}
        </Button>
        <Button onClick={props.onDone}>{t("studio-vocabulary.summary.done")}</Button>
      </DialogFooter>
    </>
  );
}
