import type { VocabularyFolder, VocabularyWord } from "../../../shared/schemas/studio";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import type { VocabularyList } from "./use-vocabulary-page";
import { WordRow } from "./word-row";

/**
 * The words the filters chose: placeholders while the first page loads, a note when there are none, dimmed while
 * another filter's words load; 'Load more' while there are more pages.
 */
export function WordList(props: {
  list: VocabularyList;
  words: VocabularyWord[];
  folders: VocabularyFolder[];
  /** Whether a search or a filter chose the words (the empty list says so). */
  filtered: boolean;
  onMove: (word: VocabularyWord) => void;
  onToggleLearned: (word: VocabularyWord) => void;
  onDelete: (word: VocabularyWord) => void;
}) {
  const t = useT();
  const { list, words } = props;
  return (
    <section aria-label={t("studio-vocabulary.list.label")} aria-busy={list.isFetching}>
      {list.isPending ? (
        <ul className="grid gap-2" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="h-16 animate-pulse rounded-xl bg-muted" />
          ))}
        </ul>
      ) : words.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground" data-testid="empty">
          {props.filtered ? t("studio-vocabulary.empty.filtered") : t("studio-vocabulary.empty.none")}
        </p>
      ) : (
        <ul className={cn("grid gap-2 transition-opacity", list.isPlaceholderData && "opacity-60")}>
          {words.map((w) => (
            <WordRow
              key={w.id}
              word={w}
              folder={props.folders.find((f) => f.id === w.folderId)}
              onMove={() => props.onMove(w)}
              onToggleLearned={() => props.onToggleLearned(w)}
              onDelete={() => props.onDelete(w)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t("studio-vocabulary.list.loading") : t("studio-vocabulary.list.loadMore")}
          </Button>
        </div>
      )}
    </section>
  );
}
