import type { ReviewRating } from "./schemas/studio";

/**
 * The review rule (learning-experience §4, §9; docs/decisions/0004): intervals in days come from the learner's
 * settings. 'Need Practice' always uses the first interval. 'Got It!' uses the interval after the one the word's
 * review count has reached: the second interval for a new word (the spec's rule), then the next ones, capped at
 * the last, so words that keep being known come back less often.
 */
export function nextIntervalDays(rating: ReviewRating, reviewCount: number, intervals: readonly number[]): number {
  if (intervals.length === 0) return 1;
  if (rating === "hard") return intervals[0]!;
  const index = Math.min(reviewCount + 1, intervals.length - 1);
  return intervals[index]!;
}

export const dayWord = (n: number) => (n === 1 ? "day" : "days");
