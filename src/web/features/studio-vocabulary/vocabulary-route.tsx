import type { QueryClient } from "@tanstack/react-query";
import { BookMarked } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { DeleteFolderDialog } from "../../components/folders/delete-folder-dialog";
import { FolderDialog } from "../../components/folders/folder-dialog";
import { FolderStrip } from "../../components/folders/folder-strip";
import { MoveToFolderDialog } from "../../components/folders/move-to-folder-dialog";
import { PageTitle } from "../../components/page/page-title";
import { StudioHeading } from "../../components/page/studio-heading";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { vocabularyQueries } from "./api";
import { FlashCardButton } from "./flash-cards/flash-card-button";
import { useT } from "./i18n";
import { useVocabularyPage } from "./use-vocabulary-page";
import { VocabularyFilters } from "./vocabulary-filters";
import { WordList } from "./word-list";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [
    vocabularyQueries.folders,
    vocabularyQueries.list("all", "all", ""),
    vocabularyQueries.due,
  ]);
  return null;
}

/** /learning-studio/vocabulary (learning-experience §2.7). */
export function Component() {
  const t = useT();
  const page = useVocabularyPage();
  const { folders, folderDialog, deleting, moving } = page;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-24">
      <PageTitle title={t("studio-vocabulary.page.title")} />
      <StudioHeading
        back={t("studio-vocabulary.page.back")}
        title={t("studio-vocabulary.page.heading")}
        intro={t("studio-vocabulary.page.intro")}
        icon={BookMarked}
      />

      <FolderStrip
        folders={folders.data?.folders}
        allCount={folders.data?.total}
        unfiledCount={folders.data?.unfiled}
        countOf={(f) => f.wordCount}
        countLabel={(count) => t("studio-vocabulary.folders.wordCount", { count })}
        allLabel={t("studio-vocabulary.folders.all")}
        allIcon={<BookMarked className="size-4" aria-hidden="true" />}
        selected={page.folder}
        onSelect={page.setFolder}
        onNewFolder={() => page.setFolderDialog({})}
        onEditFolder={(f) => page.setFolderDialog({ folder: f })}
        onDeleteFolder={page.setDeleting}
      />

      <VocabularyFilters
        search={page.search}
        onSearch={page.setSearch}
        status={page.status}
        onStatus={page.setStatus}
      />

      <WordList
        list={page.list}
        words={page.words}
        folders={page.folderList}
        filtered={page.filtered}
        onMove={page.setMoving}
        onToggleLearned={(w) => void page.changeWord(w, { learned: !w.learned })}
        onDelete={(w) => void page.removeWord(w)}
      />

      <FlashCardButton />

      {folderDialog && (
        <FolderDialog
          key={folderDialog.folder?.id ?? "new"}
          folder={folderDialog.folder}
          placeholder={t("studio-vocabulary.folderDialog.namePlaceholder")}
          createText={t("studio-vocabulary.folderDialog.createText")}
          onClose={() => page.setFolderDialog(undefined)}
          onSubmit={page.saveFolder}
        />
      )}
      {deleting && (
        <DeleteFolderDialog
          title={t("studio-vocabulary.deleteFolder.title")}
          text={t("studio-vocabulary.deleteFolder.text", { name: deleting.name })}
          onClose={() => page.setDeleting(undefined)}
          onConfirm={() => page.deleteFolder(deleting)}
        />
      )}
      {moving && (
        <MoveToFolderDialog
          title={t("studio-vocabulary.move.title")}
          text={t("studio-vocabulary.move.text", { word: moving.word })}
          unfiledLabel={t("studio-vocabulary.move.noFolder")}
          folders={page.folderList}
          current={moving.folderId}
          onClose={() => page.setMoving(undefined)}
          onMove={(folderId) => page.changeWord(moving, { folderId })}
        />
      )}
    </div>
  );
}
