import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { NoteSummary, NotesPage } from "../../../shared/schemas/notes";
import { toast } from "../../lib/lazy-toast";
import { notesApi } from "./api";
import { useT } from "./i18n";

type Translate = ReturnType<typeof useT>;

const notesRoot = ["notes"] as const;
const foldersKey = ["note-folders"] as const;
/** One whole note (the list has summaries only); apart from notesRoot, whose entries are all pages of the list. */
const noteRoot = ["note"] as const;

/** The page's reads, the same for the server's first render and the browser. */
export const notesQueries = {
  folders: queryOptions({ queryKey: foldersKey, queryFn: ({ signal }) => notesApi.folders(signal), retry: 1 }),
  one: (id: string) =>
    queryOptions({ queryKey: [...noteRoot, id], queryFn: ({ signal }) => notesApi.read(id, signal), retry: 1 }),
  list: (folder: string, q: string) =>
    infiniteQueryOptions({
      queryKey: [...notesRoot, folder, q],
      queryFn: ({ pageParam, signal }) => notesApi.list({ folder, q, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (last: NotesPage, pages) =>
        last.hasMore ? pages.reduce((n, page) => n + page.notes.length, 0) : undefined,
      retry: 1,
    }),
};

/** Toasts of learning-experience §8 Notes: destructive ones titled 'Error', successes titled 'Success'. */
export const failed = (t: Translate, description: string) =>
  toast.error(t("studio-notes.toast.error"), { description });
export const succeeded = (t: Translate, description: string) =>
  toast.success(t("studio-notes.toast.success"), { description });

/** Shows 'Error' / `description` once per failed load (aborted loads are cancellations, not failures). */
function useLoadFailureToast(error: unknown, errorUpdatedAt: number, description: string) {
  const t = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, whose time errorUpdatedAt is
  useEffect(() => {
    if (!error) return;
    console.error(description, error);
    failed(t, description);
  }, [errorUpdatedAt]);
}

/**
 * The notes of one folder filter and search, in pages of 50. Changing the filter or search cancels the load in
 * flight (TanStack Query aborts its signal; a cancelled load is silently dropped, §8 'aborted loads are ignored').
 */
export function useNotes(folder: string, q: string) {
  const query = useInfiniteQuery({ ...notesQueries.list(folder, q), placeholderData: keepPreviousData });
  const t = useT();
  useLoadFailureToast(query.error, query.errorUpdatedAt, t("studio-notes.toast.loadNotesFailed"));
  const notes = useMemo(() => {
    // Offset paging can repeat a note that moved between pages: keep its first appearance.
    const byId = new Map<string, NoteSummary>();
    for (const page of query.data?.pages ?? [])
      for (const note of page.notes) if (!byId.has(note.id)) byId.set(note.id, note);
    return [...byId.values()];
  }, [query.data]);
  const pages = query.data?.pages ?? [];
  const total = pages.at(-1)?.total ?? 0;
  const loaded = pages.reduce((n, page) => n + page.notes.length, 0);
  return { query, notes, total, remaining: Math.max(0, total - loaded) };
}

/** The whole note a card summarises, for the reader and the editor. */
export function useNote(id: string) {
  const query = useQuery(notesQueries.one(id));
  const t = useT();
  useLoadFailureToast(query.error, query.errorUpdatedAt, t("studio-notes.toast.loadNoteFailed"));
  return query;
}

export function useFolders() {
  const query = useQuery(notesQueries.folders);
  const t = useT();
  useLoadFailureToast(query.error, query.errorUpdatedAt, t("studio-notes.toast.loadFoldersFailed"));
  return query;
}

/** §4: after a note is created, updated or deleted the first page is reloaded (further pages are dropped). */
export function reloadNotes(client: QueryClient) {
  client.setQueriesData<InfiniteData<NotesPage, number>>({ queryKey: notesRoot }, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  return Promise.all([
    client.invalidateQueries({ queryKey: notesRoot }),
    client.invalidateQueries({ queryKey: noteRoot }),
    client.invalidateQueries({ queryKey: foldersKey }),
  ]);
}

/** Runs a change with the §8 toasts; resolves to whether it worked. */
async function change(t: Translate, work: () => Promise<unknown>, done: string, failure: string, after: () => unknown) {
  try {
    await work();
  } catch (error) {
    console.error(failure, error);
    failed(t, failure);
    return false;
  }
  succeeded(t, done);
  void after();
  return true;
}

/** Every note and folder change of the page, each followed by the reloads §4 and §7.1 ask for. */
export function useNoteActions() {
  const client = useQueryClient();
  const t = useT();
  const reload = () => reloadNotes(client);
  return {
    createNote: (input: Parameters<typeof notesApi.create>[0]) =>
      change(
        t,
        () => notesApi.create(input),
        t("studio-notes.toast.noteCreated"),
        t("studio-notes.toast.createNoteFailed"),
        reload,
      ),
    updateNote: (id: string, patch: Parameters<typeof notesApi.update>[1]) =>
      change(
        t,
        () => notesApi.update(id, patch),
        t("studio-notes.toast.noteUpdated"),
        t("studio-notes.toast.updateNoteFailed"),
        reload,
      ),
    moveNote: (id: string, folderId: string | null) =>
      change(
        t,
        () => notesApi.move(id, folderId),
        t("studio-notes.toast.noteUpdated"),
        t("studio-notes.toast.updateNoteFailed"),
        reload,
      ),
    deleteNote: (id: string) =>
      change(
        t,
        () => notesApi.remove(id),
        t("studio-notes.toast.noteDeleted"),
        t("studio-notes.toast.deleteNoteFailed"),
        reload,
      ),
    createFolder: (input: Parameters<typeof notesApi.createFolder>[0]) =>
      change(
        t,
        () => notesApi.createFolder(input),
        t("studio-notes.toast.folderCreated"),
        t("studio-notes.toast.createFolderFailed"),
        () => client.invalidateQueries({ queryKey: foldersKey }),
      ),
    updateFolder: (id: string, patch: Parameters<typeof notesApi.updateFolder>[1]) =>
      change(
        t,
        () => notesApi.updateFolder(id, patch),
        t("studio-notes.toast.folderUpdated"),
        t("studio-notes.toast.updateFolderFailed"),
        () => client.invalidateQueries({ queryKey: foldersKey }),
      ),
    deleteFolder: (id: string) =>
      change(
        t,
        () => notesApi.removeFolder(id),
        t("studio-notes.toast.folderDeleted"),
        t("studio-notes.toast.deleteFolderFailed"),
        reload,
      ),
  };
}
