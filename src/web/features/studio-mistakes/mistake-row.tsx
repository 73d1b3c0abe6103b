import { ArrowRight, Check, Trash2 } from "lucide-react";
import type { Mistake } from "../../../shared/schemas/mistakes";
import { useMistakeCategoryName } from "../../components/mistake-category";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useT } from "./i18n";

/** One mistake: wrong and right, its category and count, the sentence it came from; 'Mark learned' and delete. */
export function MistakeRow(props: { mistake: Mistake; onLearned: () => void; onDelete: () => void }) {
  const t = useT();
  const categoryName = useMistakeCategoryName();
  const { mistake: m } = props;
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="mistake-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-lg" lang={m.language}>
          <del className="text-muted-foreground decoration-destructive/70">{m.wrong}</del>
          <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-label={t("studio-mistakes.becomes")} />
          <ins className="font-semibold no-underline">{m.right}</ins>
        </p>
        <Badge variant="outline">{categoryName(m.category)}</Badge>
        <span className="ml-auto text-sm font-medium tabular-nums" data-testid="mistake-count">
          {t("studio-mistakes.count", { count: m.count })}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm text-muted-foreground">
          {t("studio-mistakes.from")}{" "}
          <q className="text-foreground" lang={m.language}>
            {m.sentence}
          </q>
        </p>
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={props.onLearned}>
            <Check /> {t("studio-mistakes.markLearned")}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("studio-mistakes.delete", { wrong: m.wrong })}
            title={t("studio-mistakes.delete", { wrong: m.wrong })}
            onClick={props.onDelete}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
    </li>
  );
}
