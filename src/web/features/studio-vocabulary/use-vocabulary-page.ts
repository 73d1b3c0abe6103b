import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { VocabularyFolder, VocabularyWord } from "../../../shared/schemas/studio";
import { toast } from "../../lib/lazy-toast";
import { useDebounced } from "../../lib/use-debounced";
import { type FolderFilter, type StatusFilter, vocabularyQueries } from "./api";
import { useT } from "./i18n";
import { useVocabularyActions } from "./use-vocabulary-actions";

/**
 * The vocabulary page's state: the folder, status and search that choose the words, their pages, the folders, the
 * dialog open (a folder's, a folder's deletion, a word's move) and the changes the learner makes. The route lays it
 * out.
 */
export function useVocabularyPage() {
  const t = useT();
  const [folder, setFolder] = useState<FolderFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim());
  const [folderDialog, setFolderDialog] = useState<{ folder?: VocabularyFolder } | undefined>();
  const [deleting, setDeleting] = useState<VocabularyFolder>();
  const [moving, setMoving] = useState<VocabularyWord>();

  const folders = useQuery(vocabularyQueries.folders);
  const list = useInfiniteQuery({ ...vocabularyQueries.list(folder, status, q), placeholderData: keepPreviousData });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, not again when the language changes
  useEffect(() => {
    if (list.isError)
      toast.error(t("studio-vocabulary.toast.error"), { description: t("studio-vocabulary.toast.loadFailed") });
  }, [list.isError]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, not again when the language changes
  useEffect(() => {
    if (folders.isError)
      toast.error(t("studio-vocabulary.toast.foldersError"), {
        description: t("studio-vocabulary.toast.foldersFailed"),
      });
  }, [folders.isError]);

  const words = list.data?.pages.flatMap((p) => p.words) ?? [];
  const folderList = folders.data?.folders ?? [];
  const filtered = q !== "" || status !== "all" || folder !== "all";
  const actions = useVocabularyActions(folderList);

  return {
    folder,
    setFolder,
    status,
    setStatus,
    search,
    setSearch,
    folders,
    folderList,
    list,
    words,
    filtered,
    folderDialog,
    setFolderDialog,
    deleting,
    setDeleting,
    moving,
    setMoving,
    /** Saves the folder dialog's folder (a new one, or the one it edits). */
    saveFolder: (value: { name: string; color: string }) => actions.saveFolder(folderDialog?.folder, value),
    /** A deleted folder that was selected gives way to All. */
    deleteFolder: (target: VocabularyFolder) =>
      actions.deleteFolder(target, () => {
        if (folder === target.id) setFolder("all");
      }),
    changeWord: actions.changeWord,
    removeWord: actions.removeWord,
  };
}

/** The pages of words the filters choose. */
export type VocabularyList = ReturnType<typeof useVocabularyPage>["list"];
