import { infiniteQueryOptions } from "@tanstack/react-query";
import type { GrammarPage } from "../../../shared/schemas/studio";
import { PAGE_SIZE } from "../../../shared/schemas/studio-values";
import { api } from "../../lib/api";

export const grammarKeys = {
  all: ["grammar"] as const,
  list: (q: string) => ["grammar", "list", q] as const,
};

export const grammarApi = {
  list: (params: { q: string; offset: number }, signal?: AbortSignal) =>
    api<GrammarPage>(`/api/grammar?${new URLSearchParams({ q: params.q, offset: String(params.offset) })}`, {
      signal,
    }),
  remove: (id: string) => api<void>(`/api/grammar/${id}`, { method: "DELETE" }),
  /** A quiz answer: the server counts the day as a study day. */
  answered: (id: string, understood: boolean) =>
    api<void>(`/api/grammar/${id}/quiz-answers`, { method: "POST", body: { understood } }),
};

/** The topics matching `q`, in pages (the same read for the server's first render and the browser). */
export const grammarListQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: grammarKeys.list(q),
    queryFn: ({ pageParam, signal }) => grammarApi.list({ q, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length * PAGE_SIZE : undefined),
  });
