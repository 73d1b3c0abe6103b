import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { MistakeCategory, MistakeList, PracticeItem, PracticeResult } from "../../../shared/schemas/mistakes";
import { MISTAKES_PAGE_SIZE } from "../../../shared/schemas/mistakes-values";
import { api } from "../../lib/api";

export type CategoryFilter = MistakeCategory | "all";

export const mistakeKeys = {
  all: ["mistakes"] as const,
  list: (category: CategoryFilter) => ["mistakes", "list", category] as const,
  practice: (category: CategoryFilter) => ["mistakes", "practice", category] as const,
};

export const mistakesApi = {
  list: (params: { category: CategoryFilter; offset: number }, signal?: AbortSignal) =>
    api<MistakeList>(
      `/api/mistakes?${new URLSearchParams({ category: params.category, offset: String(params.offset) })}`,
      { signal },
    ),
  learned: (id: string) => api<void>(`/api/mistakes/${id}/learned`, { method: "POST", body: {} }),
  remove: (id: string) => api<void>(`/api/mistakes/${id}`, { method: "DELETE" }),
  removeAll: () => api<{ deleted: number }>("/api/mistakes", { method: "DELETE" }),
  answer: (id: string, answer: string) =>
    api<PracticeResult>(`/api/mistakes/${id}/practice`, { method: "POST", body: { answer } }),
};

/** The open mistakes of a category, in pages (the same read for the server's first render and the browser). */
export const mistakeListQuery = (category: CategoryFilter) =>
  infiniteQueryOptions({
    queryKey: mistakeKeys.list(category),
    queryFn: ({ pageParam, signal }) => mistakesApi.list({ category, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * MISTAKES_PAGE_SIZE : undefined),
  });

/** A practice session's items, read fresh each time it starts. */
export const practiceQuery = (category: CategoryFilter) =>
  queryOptions({
    queryKey: mistakeKeys.practice(category),
    queryFn: ({ signal }) => api<{ items: PracticeItem[] }>(`/api/mistakes/practice?category=${category}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
