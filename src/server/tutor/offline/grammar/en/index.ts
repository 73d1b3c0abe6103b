import type { GrammarRule } from "../types";

/** What the English rules know of words (parts of speech, forms). */
export type EnglishLexicon = Record<string, never>;

/** English grammar rules, in the order they run. */
export const englishRules: GrammarRule<EnglishLexicon>[] = [];

/** The English lexicon, loaded once. */
export async function loadEnglishLexicon(): Promise<EnglishLexicon> {
  return {};
}
