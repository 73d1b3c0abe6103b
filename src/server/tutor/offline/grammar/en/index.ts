import type { GrammarRule } from "../types";
import { agreement } from "./agreement";
import { articles } from "./articles";
import { createEnglishLexicon, type EnglishLexicon } from "./lexicon";
import { plural } from "./plural";
import { prepositions } from "./prepositions";
import { tense } from "./tense";
import { wordOrder } from "./word-order";

export type { EnglishLexicon };

/** English grammar rules, in the order they run. */
export const englishRules: GrammarRule<EnglishLexicon>[] = [
  wordOrder,
  agreement,
  tense,
  plural,
  articles,
  prepositions,
];

let loading: Promise<EnglishLexicon> | undefined;

/** The English lexicon (compromise, imported only here: about a second), loaded once. */
export function loadEnglishLexicon(): Promise<EnglishLexicon> {
  loading ??= createEnglishLexicon();
  return loading;
}
