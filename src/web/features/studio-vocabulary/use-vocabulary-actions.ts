import { useQueryClient } from "@tanstack/react-query";
import type { VocabularyFolder, VocabularyWord } from "../../../shared/schemas/studio";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { vocabularyApi, vocabularyKeys } from "./api";
import { useT } from "./i18n";

/**
 * What the learner changes on the vocabulary page (learning-experience §2.7): folders and words, each change toasted
 * and followed by a fresh read of the page. A folder's or a word's change says whether it was made, for its dialog.
 */
export function useVocabularyActions(folderList: VocabularyFolder[]) {
  const queryClient = useQueryClient();
  const t = useT();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });

  /** Creates a folder, or changes `editing`. */
  const saveFolder = async (editing: VocabularyFolder | undefined, value: { name: string; color: string }) => {
    try {
      if (editing) {
        await vocabularyApi.updateFolder(editing.id, value);
        toast.success(t("studio-vocabulary.toast.folderUpdated"), { description: value.name });
      } else {
        await vocabularyApi.createFolder(value);
        toast.success(t("studio-vocabulary.toast.folderCreated"), { description: value.name });
      }
      await refresh();
      return true;
    } catch (error) {
      console.error("saving a folder failed", error);
      if (editing)
        toast.error(t("studio-vocabulary.toast.updateFolderError"), {
          description: t("studio-vocabulary.toast.updateFolderFailed"),
        });
      else
        toast.error(t("studio-vocabulary.toast.createFolderError"), {
          description: t("studio-vocabulary.toast.createFolderFailed"),
        });
      return false;
    }
  };

  /** `onDeleted` runs as soon as the folder is gone, before the toast and the fresh read. */
  const deleteFolder = async (target: VocabularyFolder, onDeleted: () => void) => {
    try {
      await vocabularyApi.deleteFolder(target.id);
      onDeleted();
      toast.success(t("studio-vocabulary.toast.folderDeleted"), {
        description: t("studio-vocabulary.toast.folderDeletedText"),
      });
      await refresh();
      return true;
    } catch (error) {
      console.error("deleting a folder failed", error);
      toast.error(t("studio-vocabulary.toast.deleteFolderError"), {
        description: t("studio-vocabulary.toast.deleteFolderFailed"),
      });
      return false;
    }
  };

  /** Marks a word learned or learning, or moves it to a folder (`null`: unfiled). */
  const changeWord = async (word: VocabularyWord, patch: { learned?: boolean; folderId?: string | null }) => {
    try {
      await vocabularyApi.update(word.id, patch);
      if (patch.learned !== undefined) {
        toast.success(
          patch.learned ? t("studio-vocabulary.toast.markedLearned") : t("studio-vocabulary.toast.backToLearning"),
          { description: word.word },
        );
      } else {
        const target = folderList.find((f) => f.id === patch.folderId);
        toast.success(t("studio-vocabulary.toast.wordMoved"), {
          description: target
            ? t("studio-vocabulary.toast.movedTo", { folder: target.name })
            : t("studio-vocabulary.toast.movedUnfiled"),
        });
      }
      await refresh();
      return true;
    } catch (error) {
      console.error("updating a word failed", error);
      toast.error(
        error instanceof ApiError && error.status === 404
          ? error.message
          : t("studio-vocabulary.toast.updateWordFailed"),
      );
      return false;
    }
  };

  const removeWord = async (word: VocabularyWord) => {
    try {
      await vocabularyApi.remove(word.id);
      toast.success(t("studio-vocabulary.toast.wordRemoved"), { description: word.word });
      await refresh();
    } catch (error) {
      console.error("deleting a word failed", error);
      toast.error(t("studio-vocabulary.toast.deleteWordFailed"));
    }
  };

  return { saveFolder, deleteFolder, changeWord, removeWord };
}
