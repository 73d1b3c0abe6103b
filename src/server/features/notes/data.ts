import { and, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type CreateFolderInput,
  type CreateNoteInput,
  NOTE_PREVIEW_CHARS,
  NOTES_PAGE_SIZE,
  type Note,
  type NoteFolder,
  type NoteFolders,
  type NoteSummary,
  type NotesPage,
  type UpdateNoteInput,
} from "../../../shared/schemas/notes";
import type { Db } from "../../db/client";
import { folderStore, isId } from "../../db/folders";
import { notesFolders, userNotes } from "../../db/schema";

/**
 * Notes and note folders (learning-experience §7.1). Every query is filtered by the signed-in user's id; a row of
 * another user is treated exactly like a row that does not exist.
 */

/** Note folders, listed by name. */
const folders = folderStore({ folders: notesFolders, items: userNotes, order: "name" });

/** Thrown when a note is filed into a folder the user does not have. */
export class FolderNotFoundError extends Error {}

const noteColumns = {
  id: userNotes.id,
  title: userNotes.title,
  content: userNotes.content,
  folderId: userNotes.folderId,
  courseId: userNotes.courseId,
  scenarioId: userNotes.scenarioId,
  createdAt: userNotes.createdAt,
  updatedAt: userNotes.updatedAt,
};
type NoteRow = Omit<Note, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };
const toNote = (row: NoteRow): Note => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const summaryColumns = {
  id: userNotes.id,
  title: userNotes.title,
  // Cut in the database: a long note's rest is never read, sent or parsed for the list.
  preview: sql<string>`left(${userNotes.content}, ${sql.raw(String(NOTE_PREVIEW_CHARS))})`,
  folderId: userNotes.folderId,
  updatedAt: userNotes.updatedAt,
};
const toSummary = (row: Omit<NoteSummary, "updatedAt"> & { updatedAt: Date }): NoteSummary => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/** LIKE wildcards typed by the user are literal characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface NotesFilter {
  folder: string;
  q: string;
  offset: number;
}

/**
 * One page (50) of the user's notes as card summaries, newest update first, with the number of notes matching over
 * all pages.
 */
export async function listNotes(db: Db, userId: string, filter: NotesFilter): Promise<NotesPage> {
  const conditions: SQL[] = [eq(userNotes.userId, userId)];
  if (filter.folder === "unfiled") conditions.push(isNull(userNotes.folderId));
  else if (filter.folder !== "all") conditions.push(eq(userNotes.folderId, filter.folder));
  const term = filter.q.trim();
  if (term) {
    const pattern = `%${likeLiteral(term)}%`;
    conditions.push(or(ilike(userNotes.title, pattern), ilike(userNotes.content, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(userNotes)
      .where(where)
      // Spelled like the indexes (DESC NULLS LAST), so PostgreSQL reads them in order instead of sorting.
      .orderBy(sql`${userNotes.updatedAt} desc nulls last`, sql`${userNotes.id} desc nulls last`)
      .limit(NOTES_PAGE_SIZE)
      .offset(filter.offset),
    db.select({ total: count() }).from(userNotes).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { notes: rows.map(toSummary), total, hasMore: filter.offset + rows.length < total };
}

export async function readNote(db: Db, userId: string, id: string): Promise<Note | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .select(noteColumns)
    .from(userNotes)
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)));
  return row && toNote(row);
}

async function assertOwnFolder(db: Db, userId: string, folderId: string | null | undefined) {
  if (folderId && !(await folders.exists(db, userId, folderId))) throw new FolderNotFoundError();
}

/** A folder deleted between the check and the write shows up as a foreign-key violation. */
function rethrowMissingFolder(error: unknown): never {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23503") throw new FolderNotFoundError();
  }
  throw error;
}

export async function createNote(db: Db, userId: string, input: CreateNoteInput): Promise<Note> {
  await assertOwnFolder(db, userId, input.folderId);
  const [row] = await db
    .insert(userNotes)
    .values({
      userId,
      title: input.title,
      content: input.content ?? "",
      folderId: input.folderId ?? null,
      courseId: input.courseId ?? null,
      scenarioId: input.scenarioId ?? null,
    })
    .returning(noteColumns)
    .catch(rethrowMissingFolder);
  return toNote(row!);
}

export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  patch: UpdateNoteInput,
): Promise<Note | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(userNotes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
    .returning(noteColumns);
  return row && toNote(row);
}

/** Files a note (folder id) or unfiles it (null). Filing is not editing: the last-updated time stays. */
export async function moveNote(db: Db, userId: string, id: string, folderId: string | null): Promise<Note | undefined> {
  if (!isId(id)) return undefined;
  await assertOwnFolder(db, userId, folderId);
  const [row] = await db
    .update(userNotes)
    .set({ folderId, updatedAt: sql`${userNotes.updatedAt}` })
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
    .returning(noteColumns)
    .catch(rethrowMissingFolder);
  return row && toNote(row);
}

export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const deleted = await db
    .delete(userNotes)
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId)))
    .returning({ id: userNotes.id });
  return deleted.length > 0;
}

// ---- folders ----------------------------------------------------------------------------------------

/** The user's folders by name, each with its note count, and the counts of All Notes and Unfiled. */
export async function listFolders(db: Db, userId: string): Promise<NoteFolders> {
  const { folders: listed, all, unfiled } = await folders.list(db, userId);
  return {
    folders: listed.map(({ count, ...folder }) => ({ ...folder, noteCount: count })),
    allCount: all,
    unfiledCount: unfiled,
  };
}

export async function createFolder(db: Db, userId: string, input: CreateFolderInput): Promise<NoteFolder> {
  return { ...(await folders.create(db, userId, input)), noteCount: 0 };
}

export const updateFolder = folders.update;

/** Deletes a folder; its notes become unfiled, keeping their last-updated time. */
export const deleteFolder = folders.remove;
