import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { CreateFolderInput } from "../../../shared/schemas/folders";
import {
  DUE_COUNT_CAP,
  type FolderList,
  PAGE_SIZE,
  type ReviewRating,
  type SaveWordInput,
  type VocabularyFolder,
  type VocabularyListQuery,
  type VocabularyWord,
} from "../../../shared/schemas/studio";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { folderStore } from "../../db/folders";
import { isoTime } from "../../db/iso-time";
import { containsPattern } from "../../db/like";
import { vocabularyFolders, savedVocabulary as words } from "../../db/schema";
import { recordActivity } from "../activity";

/** The learner's vocabulary: every query is filtered by the signed-in user's id (learning-experience §6). */

export const wordColumns = {
  id: words.id,
  word: words.word,
  meaning: words.meaning,
  language: words.language,
  learned: words.learned,
  folderId: words.folderId,
  savedAt: isoTime(words.savedAt),
  nextReviewAt: isoTime<true>(words.nextReviewAt),
  lastReviewedAt: isoTime<true>(words.lastReviewedAt),
  reviewCount: words.reviewCount,
  reviewInterval: words.reviewInterval,
};
type WordRow = Omit<VocabularyWord, "language"> & { language: string };

/** A word as the API sends it: the row already is (its times come formatted); only the language's type narrows. */
export const toWord = (row: WordRow): VocabularyWord => row as VocabularyWord;

/** One page of words, newest first; one extra row tells whether there are more. */
/** The page's query for one combination of filters (`folder:status:search`), built once. */
const wordPage = builtOnce((db, shape: string) => {
  const [folder, status, search] = shape.split(":");
  const filters: SQL[] = [eq(words.userId, sql.placeholder("userId"))];
  if (folder === "unfiled") filters.push(isNull(words.folderId));
  else if (folder === "one") filters.push(eq(words.folderId, sql.placeholder("folderId")));
  if (status !== "all") filters.push(eq(words.learned, status === "learned"));
  if (search) {
    const pattern = sql.placeholder("pattern");
    filters.push(or(ilike(words.word, pattern), ilike(words.meaning, pattern))!);
  }
  return db
    .select(wordColumns)
    .from(words)
    .where(and(...filters))
    .orderBy(desc(words.savedAt), desc(words.id))
    .limit(PAGE_SIZE + 1)
    .offset(sql.placeholder("offset"))
    .prepare("");
});

export async function listWords(db: Db, userId: string, query: VocabularyListQuery) {
  const folder = query.folder === "all" || query.folder === "unfiled" ? query.folder : "one";
  const rows = await wordPage(db, `${folder}:${query.status}:${query.q ? "search" : ""}`).execute({
    userId,
    folderId: query.folder,
    pattern: containsPattern(query.q),
    offset: query.offset,
  });
  return { words: rows.slice(0, PAGE_SIZE).map(toWord), hasMore: rows.length > PAGE_SIZE };
}

/** Vocabulary folders, oldest first (§7.1). */
const folders = folderStore({ folders: vocabularyFolders, items: words, order: "created" });

/** Folders (oldest first) with their word counts, plus the totals for 'All Words' and 'Unfiled'. */
export async function listFolders(db: Db, userId: string): Promise<FolderList> {
  const { folders: listed, all, unfiled } = await folders.list(db, userId);
  return { folders: listed.map(({ count, ...folder }) => ({ ...folder, wordCount: count })), total: all, unfiled };
}

export const folderExists = folders.exists;

export async function createFolder(db: Db, userId: string, input: CreateFolderInput): Promise<VocabularyFolder> {
  return { ...(await folders.create(db, userId, input)), wordCount: 0 };
}

export const updateFolder = folders.update;

/** Deletes a folder; its words become unfiled. */
export const deleteFolder = folders.remove;

export async function updateWord(
  db: Db,
  userId: string,
  id: string,
  patch: { learned?: boolean; folderId?: string | null },
): Promise<VocabularyWord | undefined> {
  const [row] = await db
    .update(words)
    .set(patch)
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .returning(wordColumns);
  return row && toWord(row);
}

export async function deleteWord(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(words)
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .returning({ id: words.id });
  return rows.length > 0;
}

/**
 * Saves a word once per learner, word and language (whatever its case), and counts it as study; one transaction.
 * Undefined when the learner had saved it already.
 */
export async function saveWord(db: Db, userId: string, input: SaveWordInput) {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(words)
      .values({
        userId,
        word: input.word,
        meaning: input.meaning,
        language: input.language,
        sourceContext: input.sourceContext ?? null,
        sourceMessageId: input.sourceMessageId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (saved) await recordActivity(tx, userId, { kind: "words_saved", count: 1 });
    return saved;
  });
}

/** Which of these lower-cased words the learner has saved in a language (lower-cased). */
export async function savedAmong(db: Db, userId: string, language: string, wanted: string[]): Promise<string[]> {
  const rows = await db
    .select({ word: sql<string>`lower(${words.word})` })
    .from(words)
    .where(and(eq(words.userId, userId), eq(words.language, language), inArray(sql`lower(${words.word})`, wanted)));
  return rows.map((r) => r.word);
}

const intArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(
    values.map((n) => sql`${Math.trunc(n)}`),
    sql`, `,
  )}]::int[]`;

/**
 * Records a review in one statement (learning-experience §4): the interval is computed from the row's own
 * review_count as it is being updated, so two ratings of the same card at once both count and stay consistent.
 * The rule is the one of `shared/review.ts` (1-based SQL arrays: 'hard' -> first, else the count's next, capped).
 */
export async function recordReview(
  db: Db,
  userId: string,
  id: string,
  rating: ReviewRating,
  intervals: readonly number[],
  at: Date = new Date(),
): Promise<VocabularyWord | undefined> {
  const days =
    rating === "hard"
      ? sql`(${intArray(intervals)})[1]`
      : sql`(${intArray(intervals)})[least(${words.reviewCount} + 2, ${intervals.length})]`;
  const [row] = await db
    .update(words)
    .set({
      reviewCount: sql`${words.reviewCount} + 1`,
      reviewInterval: days,
      nextReviewAt: sql`${at.toISOString()}::timestamptz + make_interval(days => ${days})`,
      lastReviewedAt: at,
      // Fixed intervals move the word on without FSRS: its card is rebuilt from the log if FSRS takes over again.
      fsrsCard: null,
      ...(rating === "mastered" ? { learned: true } : {}),
    })
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .returning(wordColumns);
  return row && toWord(row);
}

/** Due: not learned, and never reviewed or its review time has come (§4). */
export const dueFilter = (userId: string) =>
  and(
    eq(words.userId, userId),
    eq(words.learned, false),
    or(isNull(words.nextReviewAt), lte(words.nextReviewAt, sql`now()`)),
  );

/** Overdue first, then never reviewed, oldest saved first (the due index's order). */
export const DUE_ORDER = [sql`${words.nextReviewAt} asc nulls last`, asc(words.savedAt)];

/** The due words in session order (the due index's order), whichever scheduler set their review times. */
export const dueSession = (db: Db, userId: string, size: number) =>
  db
    .select(wordColumns)
    .from(words)
    .where(dueFilter(userId))
    .orderBy(...DUE_ORDER)
    .limit(size);

/**
 * The words of a practice session (overdue first, then new ones), the due count up to the badge's cap, and whether
 * any are overdue (a review time in the past). Counting stops at the cap, so it costs the same at any list size.
 */
export async function dueWords(db: Db, userId: string, sessionSize: number) {
  const [session, [counted], [late]] = await Promise.all([
    dueSession(db, userId, sessionSize),
    db
      .select({ n: count() })
      .from(db.select({ one: sql`1` }).from(words).where(dueFilter(userId)).limit(DUE_COUNT_CAP).as("due")),
    db
      .select({
        overdue: sql<boolean>`exists (${db
          .select({ one: sql`1` })
          .from(words)
          .where(and(eq(words.userId, userId), eq(words.learned, false), sql`${words.nextReviewAt} < now()`))})`,
      })
      .from(sql`(select 1) as one`),
  ]);
  return { words: session.map(toWord), count: counted?.n ?? 0, overdue: late?.overdue ?? false };
}
