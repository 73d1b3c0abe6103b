import { keepPreviousData, type QueryClient, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Check, Repeat2, Target, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { toast } from "sonner";
import type { Mistake } from "../../../shared/schemas/mistakes";
import { useMistakeCategoryName } from "../../components/mistake-category";
import { PageTitle } from "../../components/page/page-title";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { preloadQueries } from "../../lib/query-client";
import { cn } from "../../lib/utils";
import { requireSession } from "../auth/session";
import { type CategoryFilter, mistakeKeys, mistakeListQuery, mistakesApi } from "./api";
import { DeleteAllDialog } from "./delete-all-dialog";
import { useT } from "./i18n";
import { PracticeDialog } from "./practice-dialog";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [mistakeListQuery("all")]);
  return null;
}

/** /learning-studio/mistakes: the learner's recurring mistakes, most frequent and most recent first. */
export function Component() {
  const t = useT();
  const categoryName = useMistakeCategoryName();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [practising, setPractising] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const list = useInfiniteQuery({ ...mistakeListQuery(category), placeholderData: keepPreviousData });
  useEffect(() => {
    if (list.isError) toast.error(t("studio-mistakes.toast.loadFailed"));
  }, [list.isError, t]);

  const first = list.data?.pages[0];
  const mistakes = list.data?.pages.flatMap((p) => p.mistakes) ?? [];
  const categories = first?.categories ?? [];
  const total = categories.reduce((sum, c) => sum + c.count, 0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mistakeKeys.all });

  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      toast.success(done);
      await refresh();
    } catch (error) {
      toast.error(failed, { description: (error as Error).message });
    }
  };
  const learned = (m: Mistake) =>
    act(
      () => mistakesApi.learned(m.id),
      t("studio-mistakes.toast.learned", { right: m.right }),
      t("studio-mistakes.toast.failed"),
    );
  const remove = (m: Mistake) =>
    act(
      () => mistakesApi.remove(m.id),
      t("studio-mistakes.toast.deleted", { wrong: m.wrong }),
      t("studio-mistakes.toast.failed"),
    );

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4">
      <PageTitle title={t("studio-mistakes.title")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Link to="/learning-studio" className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t("studio-mistakes.back")}
          </Link>
          <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
            <Target className="size-7 text-primary" aria-hidden="true" /> {t("studio-mistakes.title")}
          </h1>
          <p className="text-muted-foreground">{t("studio-mistakes.intro")}</p>
        </div>
        {mistakes.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setPractising(true)}>
              <Repeat2 /> {t("studio-mistakes.practise")}
            </Button>
            <Button variant="outline" onClick={() => setConfirmingDelete(true)}>
              <Trash2 /> {t("studio-mistakes.deleteAll")}
            </Button>
          </div>
        )}
      </div>

      {first && !first.recording && (
        <p className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm" role="status">
          {t("studio-mistakes.notRecording")}{" "}
          <Link to="/settings" className="font-medium text-primary hover:underline">
            {t("studio-mistakes.openSettings")}
          </Link>
        </p>
      )}

      {categories.length > 0 && (
        <nav aria-label={t("studio-mistakes.filter.label")} className="flex flex-wrap gap-2">
          {[{ category: "all" as const, count: total }, ...categories].map((c) => (
            <Button
              key={c.category}
              size="sm"
              variant={category === c.category ? "default" : "outline"}
              aria-pressed={category === c.category}
              onClick={() => setCategory(c.category)}
            >
              {c.category === "all" ? t("studio-mistakes.filter.all") : categoryName(c.category)}
              <span className="tabular-nums opacity-80">{c.count}</span>
            </Button>
          ))}
        </nav>
      )}

      <section aria-label={t("studio-mistakes.list.label")} aria-busy={list.isFetching}>
        {list.isPending ? (
          <ul className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
            ))}
          </ul>
        ) : mistakes.length === 0 ? (
          <div className="rounded-xl border border-dashed p-10 text-center" data-testid="empty">
            <p className="font-medium">{t("studio-mistakes.empty.heading")}</p>
            <p className="text-sm text-muted-foreground">{t("studio-mistakes.empty.text")}</p>
          </div>
        ) : (
          <ul className={cn("grid gap-3 transition-opacity", list.isPlaceholderData && "opacity-60")}>
            {mistakes.map((m) => (
              <MistakeRow key={m.id} mistake={m} onLearned={() => void learned(m)} onDelete={() => void remove(m)} />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? t("studio-mistakes.loading") : t("studio-mistakes.loadMore")}
            </Button>
          </div>
        )}
      </section>

      <PracticeDialog
        open={practising}
        category={category}
        onOpenChange={(open) => {
          setPractising(open);
          if (!open) void refresh();
        }}
      />
      <DeleteAllDialog open={confirmingDelete} onOpenChange={setConfirmingDelete} onDeleted={() => void refresh()} />
    </div>
  );
}

function MistakeRow(props: { mistake: Mistake; onLearned: () => void; onDelete: () => void }) {
  const t = useT();
  const categoryName = useMistakeCategoryName();
  const { mistake: m } = props;
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" data-testid="mistake-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex min-w-0 flex-wrap items-center gap-2 text-lg" lang={m.language}>
          <del className="text-muted-foreground decoration-destructive/70">{m.wrong}</del>
          <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-label={t("studio-mistakes.becomes")} />
          <ins className="font-semibold no-underline">{m.right}</ins>
        </p>
        <Badge variant="outline">{categoryName(m.category)}</Badge>
        <span className="ml-auto text-sm font-medium tabular-nums" data-testid="mistake-count">
          {t("studio-mistakes.count", { count: m.count })}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm text-muted-foreground">
          {t("studio-mistakes.from")}{" "}
          <q className="text-foreground" lang={m.language}>
            {m.sentence}
          </q>
        </p>
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={props.onLearned}>
            <Check /> {t("studio-mistakes.markLearned")}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("studio-mistakes.delete", { wrong: m.wrong })}
            title={t("studio-mistakes.delete", { wrong: m.wrong })}
            onClick={props.onDelete}
          >
            <Trash2 />
          </Button>
        </div>
      </div>
    </li>
  );
}
