import { z } from "zod";
import { slugSchema } from "./course";
import { FOLDER_MESSAGES, FOLDER_NAME_MAX, folderSchemas, type ListedFolder } from "./folders";

export type { CreateFolderInput, UpdateFolderInput } from "./folders";

/** Notes and note folders (learning-experience §2.6, §3, §5, §8, §9). */

/** Notes load in pages of 50, newest update first (§7.1, §9). */
export const NOTES_PAGE_SIZE = 50;
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 50_000;

export const NOTE_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title can be at most ${NOTE_TITLE_MAX} characters`,
  contentTooLong: `Content can be at most ${NOTE_CONTENT_MAX.toLocaleString("en")} characters`,
  folderNameTooLong: `Folder name can be at most ${FOLDER_NAME_MAX} characters`,
  noteNotFound: "Note not found",
  folderNotFound: FOLDER_MESSAGES.notFound,
} as const;

const title = z
  .string({ error: NOTE_MESSAGES.titleRequired })
  .trim()
  .min(1, NOTE_MESSAGES.titleRequired)
  .max(NOTE_TITLE_MAX, NOTE_MESSAGES.titleTooLong);
const content = z.string().trim().max(NOTE_CONTENT_MAX, NOTE_MESSAGES.contentTooLong);
/** A folder id, or null for 'No Folder (Unfiled)'. */
const folderId = z.uuid(NOTE_MESSAGES.folderNotFound).nullable();

export const createNoteSchema = z.object({
  title,
  content: content.default(""),
  folderId: folderId.optional(),
  /** Set when the note is saved from a chat (the course and scenario it came from). */
  courseId: slugSchema.max(100).optional(),
  scenarioId: slugSchema.max(100).optional(),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

export const updateNoteSchema = z
  .object({ title, content })
  .partial()
  .refine((patch) => patch.title !== undefined || patch.content !== undefined, "Nothing to update");
export type UpdateNoteInput = z.infer<typeof updateNoteSchema>;

export const moveNoteSchema = z.object({ folderId });

export const { create: createFolderSchema, update: updateFolderSchema } = folderSchemas(
  NOTE_MESSAGES.folderNameTooLong,
);

/** Which notes to list: all of them, the unfiled ones, or one folder's. */
export const notesQuerySchema = z.object({
  folder: z.union([z.literal("all"), z.literal("unfiled"), z.uuid(NOTE_MESSAGES.folderNotFound)]).default("all"),
  /** Matches title or content, case-insensitively. */
  q: z.string().max(200, "Search can be at most 200 characters").default(""),
  offset: z.coerce.number().int().min(0, "offset must be at least 0").max(1_000_000).default(0),
});
export type NotesFilter = "all" | "unfiled" | (string & {});

export interface Note {
  id: string;
  title: string;
  content: string;
  folderId: string | null;
  courseId: string | null;
  scenarioId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Characters of a note's content a card shows (three lines of its preview); the reader fetches the whole note. */
export const NOTE_PREVIEW_CHARS = 160;

/** What a note card shows: the list sends this, not whole notes (a page stays small whatever the notes' length). */
export interface NoteSummary {
  id: string;
  title: string;
  /** The first NOTE_PREVIEW_CHARS characters of the content, markup and all. */
  preview: string;
  folderId: string | null;
  updatedAt: string;
}

export interface NotesPage {
  notes: NoteSummary[];
  /** How many notes match the filter and search, over all pages. */
  total: number;
  /** §9: set when a full page came back and more remain. */
  hasMore: boolean;
}

export interface NoteFolder extends ListedFolder {
  noteCount: number;
}

export interface NoteFolders {
  /** Ordered by name. */
  folders: NoteFolder[];
  allCount: number;
  unfiledCount: number;
}

/** 'note' singular, 'notes' plural (§2.6). */
export const noteCount = (n: number) => `${n} ${n === 1 ? "note" : "notes"}`;
