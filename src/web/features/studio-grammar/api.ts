import type { GrammarPage } from "../../../shared/schemas/studio";
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
};
