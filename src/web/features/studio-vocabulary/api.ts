import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import {
  type DueWords,
  type FolderList,
  PAGE_SIZE,
  type ReviewRating,
  type ReviewResult,
  type VocabularyFolder,
  type VocabularyPage,
  type VocabularyWord,
} from "../../../shared/schemas/studio";
import { api } from "../../lib/api";
import { type FolderFilter, type StatusFilter, vocabularyKeys } from "./keys";

export { type FolderFilter, type StatusFilter, vocabularyKeys } from "./keys";

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
  review: (id: string, rating: ReviewRating) =>
    api<ReviewResult>(`/api/vocabulary/${id}/review`, { method: "POST", body: { rating } }),
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
