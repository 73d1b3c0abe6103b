import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { nextIntervalDays } from "../../../shared/review";
import type { Settings } from "../../../shared/schemas/settings";
import {
  type DueWord,
  OFFLINE_REVIEW_MAX_AGE_DAYS,
  type ReviewRating,
  type VocabularyWord,
} from "../../../shared/schemas/studio";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { reviewLog, savedVocabulary as words } from "../../db/schema";
import { recordActivity } from "../activity";
import { recordReview, toWord, wordColumns } from "./data";
import { cardOf, previewCard, reviewCard, storeCard } from "./fsrs";

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
