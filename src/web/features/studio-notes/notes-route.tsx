import type { QueryClient } from "@tanstack/react-query";
import { FileText, Plus } from "lucide-react";
import type { LoaderFunctionArgs } from "react-router";
import { FolderStrip } from "../../components/folders/folder-strip";
import { PageTitle } from "../../components/page/page-title";
import { StudioHeading } from "../../components/page/studio-heading";
import { Button } from "../../components/ui/button";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { useT } from "./i18n";
import { NoteList } from "./note-list";
import { NoteSearch } from "./note-search";
import { NotesDialogs } from "./notes-dialogs";
import { notesQueries } from "./queries";
import { useNotesPage } from "./use-notes-page";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [notesQueries.folders, notesQueries.list("all", "")]);
  return null;
}

/** Learning Studio notes (learning-experience §2.6). */
export function Component() {
  const page = useNotesPage();
  const { folders, setOpen } = page;
  const t = useT();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4">
      <PageTitle title={t("studio-notes.title")} />
      <StudioHeading back={t("studio-notes.back")} title={t("studio-notes.title")} intro={t("studio-notes.intro")} />

      <FolderStrip
        folders={folders.data?.folders}
        allCount={folders.data?.allCount}
        unfiledCount={folders.data?.unfiledCount}
        countOf={(f) => f.noteCount}
        countLabel={(count) => t("studio-notes.folders.count", { count })}
        allLabel={t("studio-notes.folders.all")}
        allIcon={<FileText className="size-4" aria-hidden="true" />}
        selected={page.folder}
        onSelect={page.setFolder}
        onNewFolder={() => setOpen({ dialog: "new-folder" })}
        onEditFolder={(f) => setOpen({ dialog: "edit-folder", folder: f })}
        onDeleteFolder={(f) => setOpen({ dialog: "delete-folder", folder: f })}
      >
        <Button onClick={() => setOpen({ dialog: "create" })}>
          <Plus /> {t("studio-notes.folders.addNote")}
        </Button>
      </FolderStrip>

      <NoteSearch search={page.search} onSearch={page.setSearch} />
      <NoteList page={page} />
      <NotesDialogs page={page} />
    </div>
  );
}
