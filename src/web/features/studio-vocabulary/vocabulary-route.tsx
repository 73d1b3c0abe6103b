import { keepPreviousData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, BookMarked, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { toast } from "sonner";
import type { VocabularyFolder, VocabularyWord } from "../../../shared/schemas/studio";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { preloadQueries } from "../../lib/query-client";
import { useDebounced } from "../../lib/use-debounced";
import { cn } from "../../lib/utils";
import { requireSession } from "../auth/session";
import { type FolderFilter, type StatusFilter, vocabularyApi, vocabularyKeys, vocabularyQueries } from "./api";
import { FlashCardButton } from "./flash-cards/flash-card-button";
import { DeleteFolderDialog, FolderDialog, MoveDialog } from "./folder-dialogs";
import { FolderStrip } from "./folder-strip";
import { useT } from "./i18n";
import { WordRow } from "./word-row";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [
    vocabularyQueries.folders,
    vocabularyQueries.list("all", "all", ""),
    vocabularyQueries.due,
  ]);
  return null;
}

const STATUSES = [
  { value: "all", label: "studio-vocabulary.status.all" },
  { value: "learning", label: "studio-vocabulary.status.learning" },
  { value: "learned", label: "studio-vocabulary.status.learned" },
] as const satisfies { value: StatusFilter; label: string }[];

/** /learning-studio/vocabulary (learning-experience §2.7). */
export function Component() {
  const queryClient = useQueryClient();
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

  const refresh = () => queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
  const words = list.data?.pages.flatMap((p) => p.words) ?? [];
  const folderList = folders.data?.folders ?? [];
  const filtered = q !== "" || status !== "all" || folder !== "all";

  const saveFolder = async (value: { name: string; color: string }) => {
    const editing = folderDialog?.folder;
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

  const deleteFolder = async () => {
    const target = deleting;
    if (!target) return;
    setDeleting(undefined);
    try {
      await vocabularyApi.deleteFolder(target.id);
      if (folder === target.id) setFolder("all");
      toast.success(t("studio-vocabulary.toast.folderDeleted"), {
        description: t("studio-vocabulary.toast.folderDeletedText"),
      });
      await refresh();
    } catch (error) {
      console.error("deleting a folder failed", error);
      toast.error(t("studio-vocabulary.toast.deleteFolderError"), {
        description: t("studio-vocabulary.toast.deleteFolderFailed"),
      });
    }
  };

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
    } catch (error) {
      console.error("updating a word failed", error);
      toast.error(
        error instanceof ApiError && error.status === 404
          ? error.message
          : t("studio-vocabulary.toast.updateWordFailed"),
      );
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

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-24">
      <PageTitle title={t("studio-vocabulary.page.title")} />
      <div>
        <Link to="/learning-studio" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {t("studio-vocabulary.page.back")}
        </Link>
        <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
          <BookMarked className="size-7 text-primary" aria-hidden="true" /> {t("studio-vocabulary.page.heading")}
        </h1>
        <p className="text-muted-foreground">{t("studio-vocabulary.page.intro")}</p>
      </div>

      <FolderStrip
        folders={folders.data}
        selected={folder}
        onSelect={setFolder}
        onCreate={() => setFolderDialog({})}
        onEdit={(f) => setFolderDialog({ folder: f })}
        onDelete={setDeleting}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t("studio-vocabulary.search.label")}
            placeholder={t("studio-vocabulary.search.placeholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
          />
        </div>
        <fieldset className="flex gap-1 rounded-lg border p-1" aria-label={t("studio-vocabulary.status.label")}>
          {STATUSES.map((s) => (
            <Button
              key={s.value}
              size="sm"
              variant={status === s.value ? "default" : "ghost"}
              aria-pressed={status === s.value}
              onClick={() => setStatus(s.value)}
            >
              {t(s.label)}
            </Button>
          ))}
        </fieldset>
      </div>

      <section aria-label={t("studio-vocabulary.list.label")} aria-busy={list.isFetching}>
        {list.isPending ? (
          <ul className="grid gap-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="h-16 animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : words.length === 0 ? (
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground" data-testid="empty">
            {filtered ? t("studio-vocabulary.empty.filtered") : t("studio-vocabulary.empty.none")}
          </p>
        ) : (
          <ul className={cn("grid gap-2 transition-opacity", list.isPlaceholderData && "opacity-60")}>
            {words.map((w) => (
              <WordRow
                key={w.id}
                word={w}
                folder={folderList.find((f) => f.id === w.folderId)}
                onMove={() => setMoving(w)}
                onToggleLearned={() => void changeWord(w, { learned: !w.learned })}
                onDelete={() => void removeWord(w)}
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

      <FlashCardButton />

      <FolderDialog
        open={folderDialog !== undefined}
        folder={folderDialog?.folder}
        onOpenChange={(open) => !open && setFolderDialog(undefined)}
        onSubmit={saveFolder}
      />
      <DeleteFolderDialog
        folder={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onConfirm={() => void deleteFolder()}
      />
      <MoveDialog
        word={moving}
        folders={folderList}
        onOpenChange={(open) => !open && setMoving(undefined)}
        onMove={(folderId) => {
          const word = moving;
          setMoving(undefined);
          if (word && word.folderId !== folderId) void changeWord(word, { folderId });
        }}
      />
    </div>
  );
}
