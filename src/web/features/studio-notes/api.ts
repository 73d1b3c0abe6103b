import type {
  CreateFolderInput,
  CreateNoteInput,
  Note,
  NoteFolder,
  NoteFolders,
  NotesPage,
  UpdateFolderInput,
  UpdateNoteInput,
} from "../../../shared/schemas/notes";
import { api } from "../../lib/api";

const noteUrl = (id: string) => `/api/notes/${encodeURIComponent(id)}`;
const folderUrl = (id: string) => `/api/note-folders/${encodeURIComponent(id)}`;

/** The notes API (server: features/notes/routes.ts). */
export const notesApi = {
  list: (filter: { folder: string; q: string; offset: number }, signal?: AbortSignal) => {
    const params = new URLSearchParams({ folder: filter.folder, offset: String(filter.offset) });
    if (filter.q) params.set("q", filter.q);
    return api<NotesPage>(`/api/notes?${params}`, { signal });
  },
  read: (id: string, signal?: AbortSignal) => api<Note>(noteUrl(id), { signal }),
  create: (input: CreateNoteInput) => api<Note>("/api/notes", { method: "POST", body: input }),
  update: (id: string, patch: UpdateNoteInput) => api<Note>(noteUrl(id), { method: "PATCH", body: patch }),
  move: (id: string, folderId: string | null) =>
    api<Note>(`${noteUrl(id)}/folder`, { method: "PUT", body: { folderId } }),
  remove: (id: string) => api(noteUrl(id), { method: "DELETE" }),
  folders: (signal?: AbortSignal) => api<NoteFolders>("/api/note-folders", { signal }),
  createFolder: (input: CreateFolderInput) => api<NoteFolder>("/api/note-folders", { method: "POST", body: input }),
  updateFolder: (id: string, patch: UpdateFolderInput) =>
    api<NoteFolder>(folderUrl(id), { method: "PATCH", body: patch }),
  removeFolder: (id: string) => api(folderUrl(id), { method: "DELETE" }),
};
