import { StickyNote } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useT } from "./i18n";
import { NoteCard } from "./note-card";
import type { useNotesPage } from "./use-notes-page";

/**
 * The notes the folder and search chose, as cards: placeholders while the first page loads, a note when there are
 * none (or they failed to load), then 'Load more' while there are more.
 */
export function NoteList({ page }: { page: ReturnType<typeof useNotesPage> }) {
  const t = useT();
  const { query, notes, setOpen } = page;
  return (
    <>
      {query.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("studio-notes.list.loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} corners="xl" className="h-40" />
          ))}
        </ul>
      ) : notes.length === 0 ? (
        <EmptyState filtered={page.filtered} failed={query.isError} />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={t("studio-notes.list.label")}
          aria-busy={query.isFetching}
        >
          {notes.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              folder={page.folderOf(note)}
              onOpen={() => setOpen({ dialog: "read", note })}
              onPreload={() => page.preload(note)}
              onMove={() => setOpen({ dialog: "move", note })}
              onEdit={() => setOpen({ dialog: "edit", note })}
              onDelete={() => void page.actions.deleteNote(note.id)}
            />
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t("studio-notes.list.loadMore", { remaining: page.remaining })}
        </Button>
      )}
    </>
  );
}

function EmptyState({ filtered, failed }: { filtered: boolean; failed: boolean }) {
  const t = useT();
  if (failed) {
    return <p className="py-16 text-center text-muted-foreground">{t("studio-notes.empty.failed")}</p>;
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-16 text-center">
      <StickyNote className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="text-lg font-semibold">
        {t(filtered ? "studio-notes.empty.noneFound" : "studio-notes.empty.noneYet")}
      </p>
      <p className="text-sm text-muted-foreground">
        {t(filtered ? "studio-notes.empty.adjust" : "studio-notes.empty.createFirst")}
      </p>
    </div>
  );
}
