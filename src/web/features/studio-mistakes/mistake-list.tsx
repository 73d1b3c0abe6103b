import type { Mistake } from "../../../shared/schemas/mistakes";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { MistakeRow } from "./mistake-row";
import type { MistakeListQuery } from "./use-mistakes-page";

/**
 * The mistakes of the chosen category: placeholders while the first page loads, a note when there are none, dimmed
 * while another category's load; 'Load more' while there are more pages.
 */
export function MistakeList(props: {
  list: MistakeListQuery;
  mistakes: Mistake[];
  onLearned: (mistake: Mistake) => void;
  onDelete: (mistake: Mistake) => void;
}) {
  const t = useT();
  const { list, mistakes } = props;
  return (
    <section aria-label={t("studio-mistakes.list.label")} aria-busy={list.isFetching}>
      {list.isPending ? (
        <ul className="grid gap-2" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
          ))}
        </ul>
      ) : mistakes.length === 0 ? (
        <div className="rounded-xl border border-dashed p-10 text-center" data-testid="empty">
          <p className="font-medium">{t("studio-mistakes.empty.heading")}</p>
          <p className="text-sm text-muted-foreground">{t("studio-mistakes.empty.text")}</p>
        </div>
      ) : (
        <ul className={cn("grid gap-3 transition-opacity", list.isPlaceholderData && "opacity-60")}>
          {mistakes.map((m) => (
            <MistakeRow
              key={m.id}
              mistake={m}
              onLearned={() => props.onLearned(m)}
              onDelete={() => props.onDelete(m)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t("studio-mistakes.loading") : t("studio-mistakes.loadMore")}
          </Button>
        </div>
      )}
    </section>
  );
}
