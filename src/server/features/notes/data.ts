import { and, count, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  type CreateFolderInput,
  type CreateNoteInput,
  NOTE_PREVIEW_CHARS,
  NOTES_PAGE_SIZE,
  type Note,
  type NoteFolders,
  type NoteSummary,
  type NotesPage,
  type UpdateFolderInput,
  type UpdateNoteInput,
} from "../../../shared/schemas/notes";
import type { Db } from "../../db/client";
import { notesFolders, userNotes } from "../../db/schema";

/**
 * Notes and note folders (learning-experience §7.1). Every query is filtered by the signed-in user's id; a row of
 * another user is treated exactly like a row that does not exist.
 */

/** Thrown when a note is filed into a folder the user does not have. */
export class FolderNotFoundError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a UUID cannot name a row (and must not reach a uuid column). */
export const isId = (id: string) => UUID.test(id);

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
  if (!folderId) return;
  const [found] = await db
    .select({ id: notesFolders.id })
    .from(notesFolders)
    .where(and(eq(notesFolders.id, folderId), eq(notesFolders.userId, userId)));
  if (!found) throw new FolderNotFoundError();
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

const folderColumns = { id: notesFolders.id, name: notesFolders.name, color: notesFolders.color };

/** The user's folders by name, each with its note count, and the counts of All Notes and Unfiled. */
export async function listFolders(db: Db, userId: string): Promise<NoteFolders> {
  const [folders, counts] = await Promise.all([
    db
      .select(folderColumns)
      .from(notesFolders)
      .where(eq(notesFolders.userId, userId))
      .orderBy(sql`lower(${notesFolders.name})`, notesFolders.name),
    // Every count from one grouped read of the (user_id, folder_id, …) index.
    db
      .select({ folderId: userNotes.folderId, n: count() })
      .from(userNotes)
      .where(eq(userNotes.userId, userId))
      .groupBy(userNotes.folderId),
  ]);
  const byFolder = new Map(counts.map((row) => [row.folderId, row.n]));
  const allCount = counts.reduce((sum, row) => sum + row.n, 0);
  return {
    folders: folders.map((folder) => ({ ...folder, noteCount: byFolder.get(folder.id) ?? 0 })),
    allCount,
    unfiledCount: byFolder.get(null) ?? 0,
  };
}

export async function createFolder(db: Db, userId: string, input: CreateFolderInput) {
  const [row] = await db
    .insert(notesFolders)
    .values({ userId, name: input.name, ...(input.color ? { color: input.color } : {}) })
    .returning(folderColumns);
  return { ...row!, noteCount: 0 };
}

export async function updateFolder(db: Db, userId: string, id: string, patch: UpdateFolderInput) {
  if (!isId(id)) return undefined;
  const [row] = await db
    .update(notesFolders)
    .set(patch)
    .where(and(eq(notesFolders.id, id), eq(notesFolders.userId, userId)))
    .returning(folderColumns);
  return row;
}

/** Deletes a folder; its notes become unfiled (keeping their last-updated time), in one transaction. */
export async function deleteFolder(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  return db.transaction(async (tx) => {
    await tx
      .update(userNotes)
      .set({ folderId: null, updatedAt: sql`${userNotes.updatedAt}` })
      .where(and(eq(userNotes.folderId, id), eq(userNotes.userId, userId)));
    const deleted = await tx
      .delete(notesFolders)
      .where(and(eq(notesFolders.id, id), eq(notesFolders.userId, userId)))
      .returning({ id: notesFolders.id });
    return deleted.length > 0;
  });
}
