import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Feedback } from "../corrections";

/**
 * The learner-error sets: sentences with typical learner mistakes (and their one right version) and as many correct
 * sentences, written for measuring the offline tutor's corrections. Even positions tune the rules; odd positions
 * are held out, and only they count against the targets.
 */
export interface LearnerSentence {
  text: string;
  /** The right version; absent for a correct sentence. */
  corrected?: string;
  categories?: string[];
  /** A correct sentence of the grammar sets: the construction it uses (a category's), which a rule must leave. */
  uses?: string;
}

export type Half = "tuning" | "held-out";
/** `spelling`: spelling, capitalisation and punctuation (de.json, en.json); `grammar`: grammar-de/en.json. */
export type ErrorSet = "spelling" | "grammar";

export function learnerErrors(language: "de" | "en", half: Half, set: ErrorSet = "spelling"): LearnerSentence[] {
  const file = join(import.meta.dirname, set === "grammar" ? `grammar-${language}.json` : `${language}.json`);
  const { sentences } = JSON.parse(readFileSync(file, "utf8")) as { sentences: LearnerSentence[] };
  return sentences.filter((_, i) => (i % 2 === 0) === (half === "tuning"));
}

export interface Scores {
  /** Sentences with mistakes that the corrector flagged. */
  recall: number;
  /** Sentences with mistakes that it corrected to exactly the right version. */
  rightFix: number;
  /** Correct sentences that it flagged anyway. */
  falseFlags: number;
  misses: { text: string; expected: string; got: string }[];
  wrongFlags: { text: string; got: string }[];
}

export function score(sentences: LearnerSentence[], check: (text: string) => Feedback): Scores {
  const withErrors = sentences.filter((s) => s.corrected !== undefined);
  const correct = sentences.filter((s) => s.corrected === undefined);
  let flagged = 0;
  let fixed = 0;
  const misses: Scores["misses"] = [];
  for (const s of withErrors) {
    const feedback = check(s.text);
    if (feedback.hasErrors) flagged++;
    if (feedback.correctedText === s.corrected) fixed++;
    else misses.push({ text: s.text, expected: s.corrected!, got: feedback.correctedText });
  }
  const wrongFlags: Scores["wrongFlags"] = [];
  for (const s of correct) {
    const feedback = check(s.text);
    if (feedback.hasErrors) wrongFlags.push({ text: s.text, got: feedback.correctedText });
  }
  return {
    recall: flagged / Math.max(1, withErrors.length),
    rightFix: fixed / Math.max(1, withErrors.length),
    falseFlags: wrongFlags.length / Math.max(1, correct.length),
    misses,
    wrongFlags,
  };
}

export interface CategoryScore {
  category: string;
  mistakes: number;
  flagged: number;
  fixed: number;
  /** Correct sentences using the category's construction, and how many of them the corrector changed. */
  correct: number;
  changed: number;
}

/** Per category: mistakes flagged and corrected right, and correct sentences of its construction changed. */
export function scoreByCategory(sentences: LearnerSentence[], check: (text: string) => Feedback): CategoryScore[] {
  const byCategory = new Map<string, CategoryScore>();
  const of = (category: string) => {
    let entry = byCategory.get(category);
    if (!entry) {
      entry = { category, mistakes: 0, flagged: 0, fixed: 0, correct: 0, changed: 0 };
      byCategory.set(category, entry);
    }
    return entry;
  };
  for (const s of sentences) {
    const feedback = check(s.text);
    if (s.corrected === undefined) {
      const entry = of(s.uses ?? "other");
      entry.correct++;
      if (feedback.hasErrors) entry.changed++;
      continue;
    }
    for (const category of s.categories ?? ["other"]) {
      const entry = of(category);
      entry.mistakes++;
      if (feedback.hasErrors) entry.flagged++;
      if (feedback.correctedText === s.corrected) entry.fixed++;
    }
  }
  return [...byCategory.values()];
}
