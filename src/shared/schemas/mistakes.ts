import { z } from "zod";
import type { LanguageCode } from "./course";

export * from "./mistakes-values";

/** The learner's recurring mistakes, recorded from the tutor's corrections (mistake memory). */

/** What kind of mistake a correction fixes; the LLM tutor names it, the offline tutor knows its rule. */
export const MISTAKE_CATEGORIES = [
  "spelling",
  "capitalisation",
  "punctuation",
  "word-order",
  "verb-form",
  "gender-case",
  "article",
  "plural",
  "preposition",
  "word-choice",
  "other",
] as const;
export type MistakeCategory = (typeof MISTAKE_CATEGORIES)[number];

/** How many items one practice session has at most. */
export const PRACTICE_SIZE = 10;

/** A category filter: every mistake, or one category's. */
const categoryFilterSchema = z
  .enum(["all", ...MISTAKE_CATEGORIES], { message: `Category must be all or one of ${MISTAKE_CATEGORIES.join(", ")}` })
  .default("all");

export const mistakeListQuerySchema = z.object({
  category: categoryFilterSchema,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MistakeListQuery = z.infer<typeof mistakeListQuerySchema>;

export interface Mistake {
  id: string;
  language: LanguageCode;
  /** What the learner wrote, and the right form (of the latest time). */
  wrong: string;
  right: string;
  category: MistakeCategory;
  /** How often the learner made it (a right answer in practice takes one off). */
  count: number;
  /** The learner's sentence it came from (the latest time), and that sentence corrected. */
  sentence: string;
  correctedSentence: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

export interface MistakeList {
  mistakes: Mistake[];
  hasMore: boolean;
  /** Open mistakes per category, most frequent first (the filter's counts). */
  categories: { category: MistakeCategory; count: number }[];
  /** Whether new mistakes are recorded ('Personalized learning' in Settings > Privacy). */
  recording: boolean;
}

/** One practice item: the corrected sentence with the right form blanked out. */
export interface PracticeItem {
  id: string;
  language: LanguageCode;
  category: MistakeCategory;
  before: string;
  after: string;
  /** What the learner wrote there (shown as the mistake to avoid). */
  wrong: string;
}

export const practiceQuerySchema = z.object({ category: categoryFilterSchema });

export const practiceAnswerSchema = z.object({
  answer: z.string().trim().min(1, "Type your answer first").max(200, "Answers can be at most 200 characters"),
});

export interface PracticeResult {
  correct: boolean;
  right: string;
  /** The mistake's count afterwards; at 0 it counts as learned. */
  count: number;
  learned: boolean;
}
