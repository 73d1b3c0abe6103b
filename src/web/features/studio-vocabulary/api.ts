import type {
  DueWords,
  FolderList,
  ReviewRating,
  ReviewResult,
  VocabularyFolder,
  VocabularyPage,
  VocabularyWord,
} from "../../../shared/schemas/studio";
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
  review: (id: string, rating: ReviewRating) =>
    api<ReviewResult>(`/api/vocabulary/${id}/review`, { method: "POST", body: { rating } }),
};
