import type { GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";
import { declineNounPhrase, nounPhraseAt as phraseForCase } from "./noun-phrase";
import { nounPhraseAt } from "./subject-phrase";
import { ACCUSATIVE_PRONOUNS, CONTRACTIONS, contractionOf, PERSONAL_PRONOUNS } from "./words";

/**
 * A preposition replaced by another, with its object put in the case the new one takes ('für den Weg' -> 'nach
 * dem Weg', 'von deinem Geschenk' -> 'über dein Geschenk', 'zu dem' -> 'zum').
 */

/** Object pronouns in the accusative and the dative ('mich'/'mir'), by either form; not 'sie', 'es' (subjects too). */
const PRONOUNS: Record<string, { AKK: string; DAT: string }> = Object.fromEntries(
  PERSONAL_PRONOUNS.filter((p) => ACCUSATIVE_PRONOUNS.has(p.AKK)).flatMap(({ AKK, DAT }) => [
    [AKK, { AKK, DAT }],
    [DAT, { AKK, DAT }],
  ]),
);

/** The preposition as written ('zum' -> zu). */
export function prepositionOf(lower: string): string {
  return CONTRACTIONS[lower]?.preposition ?? lower;
}

export interface Replacement {
  /** The words [start, end) replaced: the preposition and, where its case changes, its object. */
  end: number;
  words: string[];
}

/** The words after `p` as the object of `preposition` in `kase`, or undefined where unsure. */
export function replacePreposition(
  sentence: Word[],
  p: number,
  preposition: string,
  kase: "AKK" | "DAT",
  end: number,
  lexicon: GermanLexicon,
): Replacement | undefined {
  const written = sentence[p]!.lower;
  // A contracted preposition ('beim Kurs'): its article stays if the case does.
  const contracted = CONTRACTIONS[written];
  if (contracted) {
    if (kase !== "DAT" || contracted.article === "das") return undefined;
    const short = contractionOf(preposition, contracted.article);
    return { end: p + 1, words: short ? [short] : [preposition, contracted.article] };
  }
  const next = sentence[p + 1];
  if (!next) return undefined;
  const pronoun = PRONOUNS[next.lower];
  if (pronoun) return { end: p + 2, words: [preposition, pronoun[kase]] };
  const phrase = nounPhraseAt(sentence, p + 1, end, lexicon);
  if (!phrase) {
    // A name or a word with no case to show ('aus Italien', 'für dich' is above).
    return /^\p{Lu}/u.test(next.text) && !lexicon.isNoun(next.text) ? { end: p + 1, words: [preposition] } : undefined;
  }
  if (phrase.slots.some((slot) => slot.endsWith(kase))) return contract(preposition, sentence, p, phrase.end, false);
  const declinable = phraseForCase(sentence, p + 1, lexicon);
  const declined = declinable && declineNounPhrase(sentence, declinable, kase, lexicon);
  if (!declinable || !declined || declinable.end !== phrase.end) return undefined;
  return contract(preposition, sentence, p, phrase.end, true, declined);
}

/** The new preposition with the phrase (as written or declined), 'zu dem' as 'zum'. */
function contract(
  preposition: string,
  sentence: Word[],
  p: number,
  end: number,
  declinedCase: boolean,
  declined?: string[],
): Replacement {
  const phrase = declined ?? sentence.slice(p + 1, end).map((w) => w.text);
  // 'zu dem' is written 'zum', as learners read it ('zum Geburtstag'); other pairs stay as written.
  const short = preposition === "zu" ? contractionOf(preposition, phrase[0]?.toLocaleLowerCase() ?? "") : undefined;
  if (short) return { end, words: [short, ...phrase.slice(1)] };
  return declinedCase ? { end, words: [preposition, ...phrase] } : { end: p + 1, words: [preposition] };
}
