import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { nextIntervalDays } from "../../../shared/review";
import type { CreateFolderInput } from "../../../shared/schemas/folders";
import type { Settings } from "../../../shared/schemas/settings";
import {
  DUE_COUNT_CAP,
  type DueWord,
  type FolderList,
  OFFLINE_REVIEW_MAX_AGE_DAYS,
  PAGE_SIZE,
  type ReviewRating,
  type SaveWordInput,
  type VocabularyFolder,
  type VocabularyListQuery,
  type VocabularyWord,
} from "../../../shared/schemas/studio";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { folderStore } from "../../db/folders";
import { isoTime } from "../../db/iso-time";
import { containsPattern } from "../../db/like";
import { reviewLog, vocabularyFolders, savedVocabulary as words } from "../../db/schema";
import { recordActivity } from "../activity";
import { cardOf, previewCard, reviewCard, storeCard } from "./fsrs";

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

/** What scheduling needs of the learner's settings. */
export type Scheduling = Pick<Settings, "reviewScheduler" | "spacedRepetitionIntervals">;

/** A review as the browser sent it: offline ones carry their own id and time. */
export interface ReviewInput {
  rating: ReviewRating;
  reviewId?: string;
  reviewedAt?: string;
}

/**
 * Records a flash-card review with the learner's scheduler, logs it (both schedulers, so either can take over),
 * and counts it as study; one transaction. Undefined when the word is not the learner's. A review with an id that
 * is already logged is not applied again: the word is returned as it is.
 */
export async function reviewWord(
  db: Db,
  userId: string,
  id: string,
  input: ReviewInput,
  scheduling: Scheduling,
  now = new Date(),
): Promise<VocabularyWord | undefined> {
  const at = reviewTime(input.reviewedAt, now);
  const apply = () =>
    db.transaction(async (tx) => {
      if (input.reviewId && (await alreadyApplied(tx, userId, input.reviewId))) return currentWord(tx, userId, id);
      const word =
        scheduling.reviewScheduler === "fsrs" && input.rating !== "mastered"
          ? await reviewAdaptively(tx, userId, id, input.rating, at, input.reviewId)
          : await reviewFixed(tx, userId, id, input.rating, scheduling, at, input.reviewId);
      if (word) await recordActivity(tx, userId, { kind: "words_reviewed", count: 1 });
      return word;
    });
  try {
    return await apply();
  } catch (error) {
    // The same review sent twice at once: the second one met the first's log row.
    if (input.reviewId && isUniqueViolation(error, "review_log_client_review_idx")) return currentWord(db, userId, id);
    throw error;
  }
}

/** The time a review is scheduled from: when it was made, but never in the future or older than the limit. */
function reviewTime(reviewedAt: string | undefined, now: Date): Date {
  if (!reviewedAt) return now;
  const at = new Date(reviewedAt);
  const oldest = now.getTime() - OFFLINE_REVIEW_MAX_AGE_DAYS * 86_400_000;
  return at.getTime() > now.getTime() || at.getTime() < oldest ? now : at;
}

const alreadyApplied = async (db: Db, userId: string, reviewId: string) =>
  (
    await db
      .select({ id: reviewLog.id })
      .from(reviewLog)
      .where(and(eq(reviewLog.userId, userId), eq(reviewLog.clientReviewId, reviewId)))
  ).length > 0;

async function currentWord(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(wordColumns)
    .from(words)
    .where(and(eq(words.id, id), eq(words.userId, userId)));
  return row && toWord(row);
}

async function reviewFixed(
  db: Db,
  userId: string,
  id: string,
  rating: ReviewRating,
  scheduling: Scheduling,
  at: Date,
  clientReviewId?: string,
) {
  const word = await recordReview(db, userId, id, rating, scheduling.spacedRepetitionIntervals, at);
  if (word) {
    await db.insert(reviewLog).values({
      userId,
      wordId: id,
      rating,
      scheduler: scheduling.reviewScheduler,
      reviewedAt: at,
      intervalDays: word.reviewInterval,
      nextReviewAt: word.nextReviewAt ? new Date(word.nextReviewAt) : null,
      clientReviewId,
    });
  }
  return word;
}

/** The words' review histories, oldest first (for rebuilding their FSRS cards). */
const historyOf = (db: Db, wordIds: string[]) =>
  db
    .select({ wordId: reviewLog.wordId, rating: reviewLog.rating, reviewedAt: reviewLog.reviewedAt })
    .from(reviewLog)
    .where(inArray(reviewLog.wordId, wordIds))
    .orderBy(asc(reviewLog.reviewedAt));

async function reviewAdaptively(
  db: Db,
  userId: string,
  id: string,
  rating: "hard" | "easy",
  now: Date,
  clientReviewId?: string,
) {
  const [row] = await db
    .select({ savedAt: words.savedAt, fsrsCard: words.fsrsCard })
    .from(words)
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .for("update");
  if (!row) return undefined;
  const history = row.fsrsCard ? [] : await historyOf(db, [id]);
  const { card, days } = reviewCard(cardOf(row.fsrsCard, row.savedAt, history), rating, now);
  const fsrsCard = storeCard(card);
  const [updated] = await db
    .update(words)
    .set({
      fsrsCard,
      nextReviewAt: card.due,
      reviewInterval: days,
      lastReviewedAt: now,
      reviewCount: sql`${words.reviewCount} + 1`,
    })
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .returning(wordColumns);
  await db.insert(reviewLog).values({
    userId,
    wordId: id,
    rating,
    scheduler: "fsrs",
    reviewedAt: now,
    intervalDays: days,
    nextReviewAt: card.due,
    fsrsCard,
    clientReviewId,
  });
  return updated && toWord(updated);
}

/** The days each answer would schedule for the cards of a session, by the learner's scheduler. */
export async function withPreviews(
  db: Db,
  cards: VocabularyWord[],
  scheduling: Scheduling,
  now = new Date(),
): Promise<DueWord[]> {
  if (scheduling.reviewScheduler === "fixed") {
    const intervals = scheduling.spacedRepetitionIntervals;
    return cards.map((w) => ({
      ...w,
      preview: {
        hard: nextIntervalDays("hard", w.reviewCount, intervals),
        easy: nextIntervalDays("easy", w.reviewCount, intervals),
      },
    }));
  }
  const ids = cards.map((w) => w.id);
  const rows = ids.length
    ? await db.select({ id: words.id, fsrsCard: words.fsrsCard }).from(words).where(inArray(words.id, ids))
    : [];
  const stored = new Map(rows.map((r) => [r.id, r.fsrsCard]));
  const missing = ids.filter((id) => !stored.get(id));
  const history = missing.length ? await historyOf(db, missing) : [];
  return cards.map((w) => {
    const card = cardOf(
      stored.get(w.id) ?? null,
      new Date(w.savedAt),
      history.filter((h) => h.wordId === w.id),
    );
    return { ...w, preview: previewCard(card, now) };
  });
}
