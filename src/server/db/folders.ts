import { and, asc, count, eq, sql } from "drizzle-orm";
import type { CreateFolderInput, Folder, ListedFolder, UpdateFolderInput } from "../../shared/schemas/folders";
import type { Db } from "./client";
import { isoTime } from "./iso-time";
import type { notesFolders, savedVocabulary, userNotes, vocabularyFolders } from "./schema";

/**
 * A learner's folders of one kind (learning-experience §3): note folders or vocabulary folders, each a table of
 * folders and a table of the things filed in them, whose `folder_id` a deleted folder sets to null (the foreign key
 * does it, in the same statement). Every query is filtered by the learner's id: another learner's folder is treated
 * exactly like one that does not exist.
 */

type FolderTable = typeof notesFolders | typeof vocabularyFolders;
type ItemTable = typeof userNotes | typeof savedVocabulary;

/** A list of folders, each with how many items it holds, and the counts of all items and of the unfiled ones. */
export interface CountedFolders {
  folders: (ListedFolder & { count: number })[];
  all: number;
  unfiled: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from URLs: anything that is not a UUID cannot name a row (and must not reach a uuid column). */
export const isId = (id: string) => UUID.test(id);

/** The folder operations over `folders` and the `items` filed in them, listed by name or oldest first. */
export function folderStore({
  folders,
  items,
  order,
}: {
  folders: FolderTable;
  items: ItemTable;
  order: "name" | "created";
}) {
  const changed = { id: folders.id, name: folders.name, color: folders.color };
  const listed = { ...changed, createdAt: isoTime(folders.createdAt) };
  const mine = (userId: string, id: string) => and(eq(folders.id, id), eq(folders.userId, userId));
  const ordering =
    order === "name" ? [sql`lower(${folders.name})`, asc(folders.name)] : [asc(folders.createdAt), asc(folders.id)];

  return {
    /** The folders with their item counts, and the counts of 'All' and 'Unfiled', from one grouped read of items. */
    async list(db: Db, userId: string): Promise<CountedFolders> {
      const [rows, counts] = await Promise.all([
        db
          .select(listed)
          .from(folders)
          .where(eq(folders.userId, userId))
          .orderBy(...ordering),
        db
          .select({ folderId: items.folderId, n: count() })
          .from(items)
          .where(eq(items.userId, userId))
          .groupBy(items.folderId),
      ]);
      const byFolder = new Map(counts.map((row) => [row.folderId, row.n]));
      return {
        folders: rows.map((folder) => ({ ...folder, count: byFolder.get(folder.id) ?? 0 })),
        all: counts.reduce((sum, row) => sum + row.n, 0),
        unfiled: byFolder.get(null) ?? 0,
      };
    },

    async exists(db: Db, userId: string, id: string): Promise<boolean> {
      if (!isId(id)) return false;
      const [row] = await db.select({ id: folders.id }).from(folders).where(mine(userId, id));
      return row !== undefined;
    },

    async create(db: Db, userId: string, input: CreateFolderInput): Promise<ListedFolder> {
      const [row] = await db
        .insert(folders)
        .values({ userId, name: input.name, ...(input.color ? { color: input.color } : {}) })
        .returning(listed);
      return row!;
    },

    /** The folder as changed, or undefined when the learner has no such folder. */
    async update(db: Db, userId: string, id: string, patch: UpdateFolderInput): Promise<Folder | undefined> {
      if (!isId(id)) return undefined;
      const [row] = await db.update(folders).set(patch).where(mine(userId, id)).returning(changed);
      return row;
    },

    /** Deletes a folder; its items become unfiled, keeping everything else (a note's last-updated time too). */
    async remove(db: Db, userId: string, id: string): Promise<boolean> {
      if (!isId(id)) return false;
      const deleted = await db.delete(folders).where(mine(userId, id)).returning({ id: folders.id });
      return deleted.length > 0;
    },
  };
}
