import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Search, StickyNote } from "lucide-react";
import { useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import type { NoteFolder, NoteSummary } from "../../../shared/schemas/notes";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth/session";
import { CreateFolderDialog, DeleteFolderDialog, EditFolderDialog } from "./folder-dialogs";
import { FolderStrip } from "./folder-strip";
import { useT } from "./i18n";
import { MoveNoteDialog } from "./move-note-dialog";
import { NoteCard } from "./note-card";
import { EditNoteDialog, NoteEditorDialog } from "./note-editor-dialog";
import { NoteReaderDialog } from "./note-reader-dialog";
import { notesQueries, useFolders, useNoteActions, useNotes } from "./queries";
import { useDebouncedValue } from "./use-debounced-value";

/** §9: the search waits for 300 ms of quiet typing. */
const SEARCH_DEBOUNCE_MS = 300;

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [notesQueries.folders, notesQueries.list("all", "")]);
  return null;
}

type Open =
  | { dialog: "none" }
  | { dialog: "read" | "edit" | "move"; note: NoteSummary }
  | { dialog: "create" }
  | { dialog: "new-folder" }
  | { dialog: "edit-folder" | "delete-folder"; folder: NoteFolder };

/** Learning Studio notes (learning-experience §2.6). */
export function Component() {
  const [folder, setFolder] = useState("all");
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState<Open>({ dialog: "none" });
  const close = () => setOpen({ dialog: "none" });

  const folders = useFolders();
  const { query, notes, remaining } = useNotes(folder, q);
  const actions = useNoteActions();
  const client = useQueryClient();
  const folderList = folders.data?.folders ?? [];
  const folderOf = (note: NoteSummary) => folderList.find((f) => f.id === note.folderId);
  const filtered = folder !== "all" || q !== "";
  const t = useT();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4">
      <PageTitle title={t("studio-notes.title")} />
      <div className="grid gap-1">
        <Link
          to="/learning-studio"
          className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("studio-notes.back")}
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{t("studio-notes.title")}</h1>
        <p className="text-muted-foreground">{t("studio-notes.intro")}</p>
      </div>

      <FolderStrip
        data={folders.data}
        selected={folder}
        onSelect={setFolder}
        onNewFolder={() => setOpen({ dialog: "new-folder" })}
        onAddNote={() => setOpen({ dialog: "create" })}
        onEditFolder={(f) => setOpen({ dialog: "edit-folder", folder: f })}
        onDeleteFolder={(f) => setOpen({ dialog: "delete-folder", folder: f })}
      />

      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t("studio-notes.search.label")}
          placeholder={t("studio-notes.search.placeholder")}
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>

      {query.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("studio-notes.list.loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} corners="xl" className="h-40" />
          ))}
        </ul>
      ) : notes.length === 0 ? (
        <EmptyState filtered={filtered} failed={query.isError} />
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
              folder={folderOf(note)}
              onOpen={() => setOpen({ dialog: "read", note })}
              onPreload={() => void client.prefetchQuery(notesQueries.one(note.id))}
              onMove={() => setOpen({ dialog: "move", note })}
              onEdit={() => setOpen({ dialog: "edit", note })}
              onDelete={() => void actions.deleteNote(note.id)}
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
          {t("studio-notes.list.loadMore", { remaining })}
        </Button>
      )}

      {open.dialog === "read" && (
        <NoteReaderDialog
          note={open.note}
          onClose={close}
          onMove={() => setOpen({ dialog: "move", note: open.note })}
          onEdit={() => setOpen({ dialog: "edit", note: open.note })}
          onDelete={async () => {
            if (await actions.deleteNote(open.note.id)) close();
          }}
        />
      )}
      {open.dialog === "create" && (
        <NoteEditorDialog
          onClose={close}
          // A note added while a folder is shown goes into that folder.
          onSave={(value) =>
            actions.createNote({ ...value, folderId: folder === "all" || folder === "unfiled" ? null : folder })
          }
        />
      )}
      {open.dialog === "edit" && (
        <EditNoteDialog note={open.note} onClose={close} onSave={(value) => actions.updateNote(open.note.id, value)} />
      )}
      {open.dialog === "move" && (
        <MoveNoteDialog
          note={open.note}
          folders={folderList}
          onClose={close}
          onMove={(folderId) => actions.moveNote(open.note.id, folderId)}
        />
      )}
      {open.dialog === "new-folder" && <CreateFolderDialog onClose={close} onSubmit={actions.createFolder} />}
      {open.dialog === "edit-folder" && (
        <EditFolderDialog
          folder={open.folder}
          onClose={close}
          onSubmit={(value) => actions.updateFolder(open.folder.id, value)}
        />
      )}
      {open.dialog === "delete-folder" && (
        <DeleteFolderDialog
          folder={open.folder}
          onClose={close}
          onConfirm={async () => {
            const ok = await actions.deleteFolder(open.folder.id);
            // §4: a deleted folder that was selected gives way to All.
            if (ok && folder === open.folder.id) setFolder("all");
            return ok;
          }}
        />
      )}
    </div>
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
