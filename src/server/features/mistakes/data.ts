import { and, count, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { LanguageCode } from "../../../shared/schemas/course";
import {
  MISTAKES_PAGE_SIZE,
  type Mistake,
  type MistakeCategory,
  type MistakeList,
  type MistakeListQuery,
  PRACTICE_SIZE,
  type PracticeItem,
  type PracticeResult,
} from "../../../shared/schemas/mistakes";
import type { Db } from "../../db/client";
import { learnerMistakeCategories as categories, learnerMistakes as mistakes, userSettings } from "../../db/schema";
import { blankOut, isRightAnswer } from "./practice";

/** The learner's mistake memory: every query is filtered by the signed-in user's id. */

type Row = typeof mistakes.$inferSelect;
const toMistake = (row: Row): Mistake => ({
  id: row.id,
  language: row.language as LanguageCode,
  wrong: row.wrong,
  right: row.right,
  category: row.category as MistakeCategory,
  count: row.count,
  sentence: row.sentence,
  correctedSentence: row.correctedSentence,
  firstSeenAt: row.firstSeenAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
});

const open = (userId: string) => and(eq(mistakes.userId, userId), isNull(mistakes.learnedAt))!;
/** Most frequent, then most recent first; the id keeps pages stable (the index's order). */
const listOrder = [desc(mistakes.count), desc(mistakes.lastSeenAt), desc(mistakes.id)];

/** Whether the learner's mistakes are recorded: 'Personalized learning' (on by default). */
export async function isRecording(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userSettings.personalizedLearning })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.on ?? true;
}

/** One page of open mistakes, with the counts per category (one grouped query on the open-mistakes index). */
export async function listMistakes(db: Db, userId: string, query: MistakeListQuery): Promise<MistakeList> {
  const filters: SQL[] = [open(userId)];
  if (query.category !== "all") filters.push(eq(mistakes.category, query.category));
  const [rows, categories, recording] = await Promise.all([
    db
      .select()
      .from(mistakes)
      .where(and(...filters))
      .orderBy(...listOrder)
      .limit(MISTAKES_PAGE_SIZE + 1)
      .offset(query.offset),
    topCategories(db, userId),
    isRecording(db, userId),
  ]);
  return {
    mistakes: rows.slice(0, MISTAKES_PAGE_SIZE).map(toMistake),
    hasMore: rows.length > MISTAKES_PAGE_SIZE,
    categories,
    recording,
  };
}

/** Open mistakes per category, by how often they were made (kept by a trigger: a few rows, not every mistake). */
export async function topCategories(db: Db, userId: string, limit?: number) {
  const query = db
    .select({ category: categories.category, count: categories.total })
    .from(categories)
    .where(and(eq(categories.userId, userId), gt(categories.mistakes, 0)))
    .orderBy(desc(categories.total), categories.category);
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => ({ category: r.category as MistakeCategory, count: r.count }));
}

export async function markLearned(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(mistakes)
    .set({ learnedAt: new Date() })
    .where(and(eq(mistakes.id, id), eq(mistakes.userId, userId)))
    .returning({ id: mistakes.id });
  return rows.length > 0;
}

export async function deleteMistake(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(mistakes)
    .where(and(eq(mistakes.id, id), eq(mistakes.userId, userId)))
    .returning({ id: mistakes.id });
  return rows.length > 0;
}

/** Forgets every recorded mistake of the learner; returns how many there were. */
export async function deleteAllMistakes(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(mistakes).where(eq(mistakes.userId, userId));
    await tx.delete(mistakes).where(eq(mistakes.userId, userId));
    return row?.n ?? 0;
  });
}

/**
 * A practice session: the most frequent open mistakes (of a category, or all) whose right form can be blanked out
 * of their corrected sentence.
 */
export async function practiceItems(
  db: Db,
  userId: string,
  category: MistakeCategory | "all",
): Promise<PracticeItem[]> {
  const filters: SQL[] = [open(userId)];
  if (category !== "all") filters.push(eq(mistakes.category, category));
  const rows = await db
    .select()
    .from(mistakes)
    .where(and(...filters))
    .orderBy(...listOrder)
    .limit(PRACTICE_SIZE * 3);
  const items: PracticeItem[] = [];
  for (const row of rows) {
    const blank = blankOut(row.correctedSentence, row.right);
    if (!blank) continue;
    items.push({
      id: row.id,
      language: row.language as LanguageCode,
      category: row.category as MistakeCategory,
      wrong: row.wrong,
      ...blank,
    });
    if (items.length === PRACTICE_SIZE) break;
  }
  return items;
}

/**
 * Checks a practice answer: right takes one off the mistake's count (at 0 it is learned), wrong adds one.
 * Undefined when the mistake is not the learner's.
 */
export async function answerPractice(
  db: Db,
  userId: string,
  id: string,
  answer: string,
): Promise<PracticeResult | undefined> {
  const [row] = await db
    .select({ right: mistakes.right, category: mistakes.category })
    .from(mistakes)
    .where(and(eq(mistakes.id, id), eq(mistakes.userId, userId)));
  if (!row) return undefined;
  const correct = isRightAnswer(answer, row.right, row.category as MistakeCategory);
  const next = correct ? sql`greatest(${mistakes.count} - 1, 0)` : sql`${mistakes.count} + 1`;
  const [updated] = await db
    .update(mistakes)
    .set({
      count: next,
      learnedAt: correct ? sql`case when ${mistakes.count} <= 1 then now() else ${mistakes.learnedAt} end` : null,
    })
    .where(and(eq(mistakes.id, id), eq(mistakes.userId, userId)))
    .returning({ count: mistakes.count, learnedAt: mistakes.learnedAt });
  if (!updated) return undefined;
  return { correct, right: row.right, count: updated.count, learned: updated.learnedAt !== null };
}

/** Adds mistakes, or counts a repeat of one (once per message) and opens it again if it had been learned. */
export async function upsertMistakes(db: Db, rows: (typeof mistakes.$inferInsert)[]): Promise<void> {
  await db
    .insert(mistakes)
    .values(rows)
    .onConflictDoUpdate({
      target: [mistakes.userId, mistakes.language, mistakes.key],
      set: {
        count: sql`${mistakes.count} + 1`,
        wrong: sql`excluded.wrong`,
        right: sql`excluded.right`,
        sentence: sql`excluded.sentence`,
        correctedSentence: sql`excluded.corrected_sentence`,
        messageId: sql`excluded.message_id`,
        lastSeenAt: sql`now()`,
        learnedAt: null,
      },
    });
}
