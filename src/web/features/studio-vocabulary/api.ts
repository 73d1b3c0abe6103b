import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type {
  DueWords,
  FolderList,
  ReviewRating,
  ReviewResult,
  VocabularyFolder,
  VocabularyPage,
  VocabularyWord,
} from "../../../shared/schemas/studio";
import { PAGE_SIZE } from "../../../shared/schemas/studio-values";
import { api } from "../../lib/api";

export type StatusFilter = "all" | "learning" | "learned";
/** "all", "unfiled" or a folder id. */
export type FolderFilter = string;

export const vocabularyKeys = {
  all: ["vocabulary"] as const,
  list: (folder: FolderFilter, status: StatusFilter, q: string) => ["vocabulary", "list", folder, status, q] as const,
  folders: ["vocabulary", "folders"] as const,
  due: ["vocabulary", "due"] as const,
};

export const vocabularyApi = {
  list: (params: { folder: FolderFilter; status: StatusFilter; q: string; offset: number }, signal?: AbortSignal) =>
    api<VocabularyPage>(`/api/vocabulary?${new URLSearchParams({ ...params, offset: String(params.offset) })}`, {
      signal,
    }),
  folders: (signal?: AbortSignal) => api<FolderList>("/api/vocabulary/folders", { signal }),
  createFolder: (body: { name: string; color: string }) =>
    api<VocabularyFolder>("/api/vocabulary/folders", { method: "POST", body }),
  updateFolder: (id: string, body: { name: string; color: string }) =>
    api<void>(`/api/vocabulary/folders/${id}`, { method: "PATCH", body }),
  deleteFolder: (id: string) => api<void>(`/api/vocabulary/folders/${id}`, { method: "DELETE" }),
  update: (id: string, body: { learned?: boolean; folderId?: string | null }) =>
    api<VocabularyWord>(`/api/vocabulary/${id}`, { method: "PATCH", body }),
  remove: (id: string) => api<void>(`/api/vocabulary/${id}`, { method: "DELETE" }),
  due: (signal?: AbortSignal) => api<DueWords>("/api/vocabulary/due", { signal }),
  /** `offline`: the id and time of a review made without a connection, sent later (offline-reviews.ts). */
  review: (id: string, rating: ReviewRating, offline?: { reviewId: string; reviewedAt: string }) =>
    api<ReviewResult>(`/api/vocabulary/${id}/review`, { method: "POST", body: { rating, ...offline } }),
};

/** The page's reads, the same for the server's first render and the browser. */
export const vocabularyQueries = {
  folders: queryOptions({ queryKey: vocabularyKeys.folders, queryFn: ({ signal }) => vocabularyApi.folders(signal) }),
  due: queryOptions({ queryKey: vocabularyKeys.due, queryFn: ({ signal }) => vocabularyApi.due(signal) }),
  list: (folder: FolderFilter, status: StatusFilter, q: string) =>
    infiniteQueryOptions({
      queryKey: vocabularyKeys.list(folder, status, q),
      queryFn: ({ pageParam, signal }) => vocabularyApi.list({ folder, status, q, offset: pageParam }, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length * PAGE_SIZE : undefined),
    }),
};
