import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Mistake } from "../../../shared/schemas/mistakes";
import { toast } from "../../lib/lazy-toast";
import { type CategoryFilter, mistakeKeys, mistakeListQuery, mistakesApi } from "./api";
import { useT } from "./i18n";

/**
 * The mistakes page's state: the category that chooses the mistakes, their pages and the categories' counts, the
 * practice and delete-all dialogs, and marking a mistake learned or deleting it. The route lays it out.
 */
export function useMistakesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<CategoryFilter>("all");
  const [practising, setPractising] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const list = useInfiniteQuery({ ...mistakeListQuery(category), placeholderData: keepPreviousData });
  useEffect(() => {
    if (list.isError) toast.error(t("studio-mistakes.toast.loadFailed"));
  }, [list.isError, t]);

  const first = list.data?.pages[0];
  const categories = first?.categories ?? [];
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

  return {
    category,
    setCategory,
    practising,
    setPractising,
    confirmingDelete,
    setConfirmingDelete,
    list,
    mistakes: list.data?.pages.flatMap((p) => p.mistakes) ?? [],
    /** The first page says new mistakes are not being recorded (the learner's setting). */
    notRecording: first !== undefined && !first.recording,
    categories,
    total: categories.reduce((sum, c) => sum + c.count, 0),
    refresh,
    learned: (m: Mistake) =>
      act(
        () => mistakesApi.learned(m.id),
        t("studio-mistakes.toast.learned", { right: m.right }),
        t("studio-mistakes.toast.failed"),
      ),
    remove: (m: Mistake) =>
      act(
        () => mistakesApi.remove(m.id),
        t("studio-mistakes.toast.deleted", { wrong: m.wrong }),
        t("studio-mistakes.toast.failed"),
      ),
  };
}

/** The pages of mistakes the category chooses. */
export type MistakeListQuery = ReturnType<typeof useMistakesPage>["list"];
