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
}

export type Half = "tuning" | "held-out";

export function learnerErrors(language: "de" | "en", half: Half): LearnerSentence[] {
  const file = join(import.meta.dirname, `${language}.json`);
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
