import { createEmptyCard, fsrs, Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { cardOf, FSRS_GRADES, loadCard, previewCard, reviewCard, storeCard } from "./fsrs";

/** The adaptive scheduler against ts-fsrs itself: the same library, configured for whole days. */
const reference = fsrs({ enable_short_term: false, enable_fuzz: false });
const DAY = 86_400_000;
const saved = new Date("2026-03-01T09:00:00Z");
const at = (days: number) => new Date(saved.getTime() + days * DAY);

describe("FSRS scheduling", () => {
  it("maps 'Need Practice' to Again and 'Got It!' to Good", () => {
    expect(FSRS_GRADES).toEqual({ hard: Rating.Again, easy: Rating.Good });
    const card = createEmptyCard(saved);
    for (const [rating, grade] of [
      ["hard", Rating.Again],
      ["easy", Rating.Good],
    ] as const) {
      const ours = reviewCard(card, rating, at(0));
      const theirs = reference.next(card, at(0), grade).card;
      expect(ours.card).toEqual(theirs);
      expect(ours.days).toBe(Math.max(1, Math.round((theirs.due.getTime() - at(0).getTime()) / DAY)));
    }
  });

  it("schedules in whole days: Again soon, Good later, and later again after each Good", () => {
    let card = createEmptyCard(saved);
    const preview = previewCard(card, at(0));
    expect(preview.hard).toBeGreaterThanOrEqual(1);
    expect(preview.easy).toBeGreaterThan(preview.hard);
    const intervals: number[] = [];
    let now = at(0);
    for (let i = 0; i < 4; i++) {
      const next = reviewCard(card, "easy", now);
      intervals.push(next.days);
      card = next.card;
      now = card.due;
    }
    expect(intervals).toEqual([...intervals].sort((a, b) => a - b));
    expect(new Set(intervals).size).toBe(4);
    // Forgetting a well-known word brings it back much sooner.
    expect(reviewCard(card, "hard", now).days).toBeLessThan(intervals.at(-1)!);
  });

  it("rebuilds a card from its review history as ts-fsrs would replay it; 'mastered' is not a grade", () => {
    const history = [
      { rating: "easy" as const, reviewedAt: at(1) },
      { rating: "hard" as const, reviewedAt: at(4) },
      { rating: "mastered" as const, reviewedAt: at(5) },
      { rating: "easy" as const, reviewedAt: at(6) },
    ];
    let expected = createEmptyCard(saved);
    for (const [day, grade] of [
      [1, Rating.Good],
      [4, Rating.Again],
      [6, Rating.Good],
    ] as const) {
      expected = reference.next(expected, at(day), grade).card;
    }
    expect(cardOf(null, saved, history)).toEqual(expected);
    expect(cardOf(null, saved, history).reps).toBe(3);
  });

  it("stores a card as JSON and reads it back unchanged", () => {
    const card = reviewCard(createEmptyCard(saved), "easy", at(1)).card;
    const stored = JSON.parse(JSON.stringify(storeCard(card)));
    expect(loadCard(stored)).toEqual(card);
    expect(cardOf(stored, saved, [{ rating: "hard", reviewedAt: at(0) }])).toEqual(card);
  });
});
