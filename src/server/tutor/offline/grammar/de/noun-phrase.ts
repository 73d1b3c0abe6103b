import type { Case, Gender, GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";

/** A German noun phrase of a sentence: [start, end) words, a determiner (or none), adjectives, and its noun. */
export interface NounPhrase {
  start: number;
  end: number;
  gender?: Gender;
  number: "SIN" | "PLU";
}

/** The noun phrase that starts at word `i` (a determiner or possessive, adjectives, a noun), or undefined. */
export function nounPhraseAt(_sentence: Word[], _i: number, _lexicon: GermanLexicon): NounPhrase | undefined {
  return undefined;
}

/**
 * The phrase's words in another case, its gender and number kept ('meine Oma', DAT -> ['meiner', 'Oma']; 'dein
 * Geschenk', AKK -> ['dein', 'Geschenk']), or undefined where unsure.
 */
export function declineNounPhrase(
  _sentence: Word[],
  _phrase: NounPhrase,
  _kase: Case,
  _lexicon: GermanLexicon,
): string[] | undefined {
  return undefined;
}
