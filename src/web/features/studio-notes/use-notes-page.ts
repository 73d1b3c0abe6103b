import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { NoteFolder, NoteSummary } from "../../../shared/schemas/notes";
import { useDebounced } from "../../lib/use-debounced";
import { notesQueries, useFolders, useNoteActions, useNotes } from "./queries";

/** The page's one open dialog, and what it is about. */
export type OpenDialog =
  | { dialog: "none" }
  | { dialog: "read" | "edit" | "move"; note: NoteSummary }
  | { dialog: "create" }
  | { dialog: "new-folder" }
  | { dialog: "edit-folder" | "delete-folder"; folder: NoteFolder };

/**
 * The notes page's state: the folder and search that choose the notes, their pages, the folders, the dialog open and
 * the changes the learner makes. The route lays it out.
 */
export function useNotesPage() {
  const [folder, setFolder] = useState("all");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [open, setOpen] = useState<OpenDialog>({ dialog: "none" });
  const close = () => setOpen({ dialog: "none" });

  const folders = useFolders();
  const { query, notes, remaining } = useNotes(folder, q);
  const actions = useNoteActions();
  const client = useQueryClient();
  const folderList = folders.data?.folders ?? [];

  return {
    folder,
    setFolder,
    search,
    setSearch,
    open,
    setOpen,
    close,
    folders,
    folderList,
    folderOf: (note: NoteSummary) => folderList.find((f) => f.id === note.folderId),
    filtered: folder !== "all" || q !== "",
    query,
    notes,
    remaining,
    actions,
    /** Starts loading the whole note a card opens. */
    preload: (note: NoteSummary) => void client.prefetchQuery(notesQueries.one(note.id)),
    /** A note added while a folder is shown goes into that folder. */
    createNote: (value: { title: string; content: string }) =>
      actions.createNote({ ...value, folderId: folder === "all" || folder === "unfiled" ? null : folder }),
    deleteFolder: async (target: NoteFolder) => {
      const ok = await actions.deleteFolder(target.id);
      // §4: a deleted folder that was selected gives way to All.
      if (ok && folder === target.id) setFolder("all");
      return ok;
    },
  };
}
