import type { MistakeCategory } from "../../../../shared/schemas/mistakes";

/**
 * The offline tutor's grammar rules (decision 0022) read a learner's sentence as words and propose edits: a span of
 * words replaced by others (a form, an article, a reordering), each with its mistake category and a text that names
 * its rule.
 */

/** One word of a sentence as written, with the marks and space around it ('„Hallo,' -> lead '„', trail ','). */
export interface Word {
  text: string;
  lower: string;
  /** Marks before the word ('„', '('). */
  lead: string;
  /** Marks after the word (',', '.', '?'). */
  trail: string;
  /** The whitespace after the word as written ('' for the last). */
  space: string;
}

/** A rule's teaching text, in each language the offline tutor explains in (the course's native language). */
export interface Explanation {
  en: string;
  de: string;
}

export interface GrammarEdit {
  /** The words [start, end) of the sentence are replaced by `words` (lead of the first, trail of the last kept). */
  start: number;
  end: number;
  words: string[];
  category: MistakeCategory;
  explain: Explanation;
}

/**
 * A rule reads one sentence and proposes edits. It proposes one only where it is sure: unknown words, names and
 * ambiguous readings are left alone. Edits of one rule must not overlap.
 */
export type GrammarRule<Lexicon> = (sentence: Word[], lexicon: Lexicon) => GrammarEdit[];
