import type { QueryClient } from "@tanstack/react-query";
import { Repeat2, Target, Trash2 } from "lucide-react";
import { Link, type LoaderFunctionArgs } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { StudioHeading } from "../../components/page/studio-heading";
import { Button } from "../../components/ui/button";
import { preloadQueries } from "../../lib/query-client";
import { requireSession } from "../auth";
import { mistakeListQuery } from "./api";
import { CategoryFilters } from "./category-filters";
import { DeleteAllDialog } from "./delete-all-dialog";
import { useT } from "./i18n";
import { MistakeList } from "./mistake-list";
import { PracticeDialog } from "./practice-dialog";
import { useMistakesPage } from "./use-mistakes-page";

export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  await requireSession(request, queryClient);
  await preloadQueries(queryClient, [mistakeListQuery("all")]);
  return null;
}

/** /learning-studio/mistakes: the learner's recurring mistakes, most frequent and most recent first. */
export function Component() {
  const t = useT();
  const page = useMistakesPage();
  const { mistakes, refresh } = page;

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4">
      <PageTitle title={t("studio-mistakes.title")} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <StudioHeading
          back={t("studio-mistakes.back")}
          title={t("studio-mistakes.title")}
          intro={t("studio-mistakes.intro")}
          icon={Target}
        />
        {mistakes.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => page.setPractising(true)}>
              <Repeat2 /> {t("studio-mistakes.practise")}
            </Button>
            <Button variant="outline" onClick={() => page.setConfirmingDelete(true)}>
              <Trash2 /> {t("studio-mistakes.deleteAll")}
            </Button>
          </div>
        )}
      </div>

      {page.notRecording && (
        <p className="rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-sm" role="status">
          {t("studio-mistakes.notRecording")}{" "}
          <Link to="/settings" className="font-medium text-primary hover:underline">
            {t("studio-mistakes.openSettings")}
          </Link>
        </p>
      )}

      {page.categories.length > 0 && (
        <CategoryFilters
          categories={page.categories}
          total={page.total}
          selected={page.category}
          onSelect={page.setCategory}
        />
      )}

      <MistakeList
        list={page.list}
        mistakes={mistakes}
        onLearned={(m) => void page.learned(m)}
        onDelete={(m) => void page.remove(m)}
      />

      <PracticeDialog
        open={page.practising}
        category={page.category}
        onOpenChange={(open) => {
          page.setPractising(open);
          if (!open) void refresh();
        }}
      />
      <DeleteAllDialog
        open={page.confirmingDelete}
        onOpenChange={page.setConfirmingDelete}
        onDeleted={() => void refresh()}
      />
    </div>
  );
}
