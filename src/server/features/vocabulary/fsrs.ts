import { type Card, createEmptyCard, fsrs, type Grade, Rating } from "ts-fsrs";
import type { ReviewRating } from "../../../shared/schemas/studio";
import type { StoredFsrsCard } from "../../db/schema";

/**
 * Adaptive scheduling with FSRS (the ts-fsrs library). Whole days only, like the fixed intervals: no same-day
 * learning steps (the flash cards come back per day), and no fuzz, so a preview is what the review then does.
 */
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** 'Need Practice' is FSRS's Again, 'Got It!' its Good; 'Mark as Mastered' leaves the schedule (the word is learned). */
export const FSRS_GRADES: Record<Exclude<ReviewRating, "mastered">, Grade> = { hard: Rating.Again, easy: Rating.Good };

export function storeCard(card: Card): StoredFsrsCard {
  const { due, last_review, ...rest } = card;
  return {
    ...rest,
    state: card.state,
    due: due.toISOString(),
    ...(last_review ? { last_review: last_review.toISOString() } : {}),
  };
}

export function loadCard(stored: StoredFsrsCard): Card {
  return {
    ...stored,
    due: new Date(stored.due),
    ...(stored.last_review ? { last_review: new Date(stored.last_review) } : {}),
  } as Card;
}

/**
 * A word's FSRS card: as stored, or, for a word reviewed with fixed intervals so far, rebuilt by replaying its review
 * log from a new card made when the word was saved.
 */
export function cardOf(
  stored: StoredFsrsCard | null,
  savedAt: Date,
  history: readonly { rating: ReviewRating; reviewedAt: Date }[],
): Card {
  if (stored) return loadCard(stored);
  let card = createEmptyCard(savedAt);
  for (const review of history) {
    if (review.rating === "mastered") continue;
    card = scheduler.next(card, review.reviewedAt, FSRS_GRADES[review.rating]).card;
  }
  return card;
}

/** Days until a card is due again after `now`, at least one. */
const daysUntil = (card: Card, now: Date) => Math.max(1, Math.round((card.due.getTime() - now.getTime()) / 86_400_000));

/** The review: the card after it and the days until the next one. */
export function reviewCard(card: Card, rating: Exclude<ReviewRating, "mastered">, now: Date) {
  const next = scheduler.next(card, now, FSRS_GRADES[rating]).card;
  return { card: next, days: daysUntil(next, now) };
}

/** What each button would schedule now: the flash card's tooltips. */
export function previewCard(card: Card, now: Date): { hard: number; easy: number } {
  return { hard: reviewCard(card, "hard", now).days, easy: reviewCard(card, "easy", now).days };
}
