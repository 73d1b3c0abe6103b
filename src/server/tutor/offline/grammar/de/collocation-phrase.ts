import type { GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";
import { declineNounPhrase, nounPhraseAt as phraseForCase } from "./noun-phrase";
import { nounPhraseAt } from "./subject-phrase";

/**
 * A preposition replaced by another, with its object put in the case the new one takes ('für den Weg' -> 'nach
 * dem Weg', 'von deinem Geschenk' -> 'über dein Geschenk', 'zu dem' -> 'zum').
 */

/** Contracted prepositions: their preposition and article. */
export const CONTRACTED: Record<string, [string, string]> = {
  am: ["an", "dem"],
  ans: ["an", "das"],
  aufs: ["auf", "das"],
  beim: ["bei", "dem"],
  im: ["in", "dem"],
  ins: ["in", "das"],
  vom: ["von", "dem"],
  zum: ["zu", "dem"],
  zur: ["zu", "der"],
};
/** 'zu dem' is written 'zum', as learners read it ('zum Geburtstag'). */
const CONTRACT: Record<string, string> = { "zu dem": "zum", "zu der": "zur" };

/** Personal pronouns in the accusative and the dative. */
const PRONOUNS: Record<string, { AKK: string; DAT: string }> = Object.fromEntries(
  [
    ["mich", "mir"],
    ["dich", "dir"],
    ["ihn", "ihm"],
    ["uns", "uns"],
    ["euch", "euch"],
  ].flatMap(([akk, dat]) => {
    const cases = { AKK: akk!, DAT: dat! };
    return [
      [akk!, cases],
      [dat!, cases],
    ];
  }),
);

/** The preposition as written ('zum' -> zu). */
export function prepositionOf(lower: string): string {
  return CONTRACTED[lower]?.[0] ?? lower;
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
  const contracted = CONTRACTED[written];
  if (contracted) {
    if (kase !== "DAT" || contracted[1] === "das") return undefined;
    return { end: p + 1, words: shortFor(`${preposition} ${contracted[1]}`).split(" ") };
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

/** The contracted form of a preposition and article ('an dem' -> am). */
function shortFor(joined: string): string {
  return Object.entries(CONTRACTED).find(([, [a, b]]) => `${a} ${b}` === joined)?.[0] ?? joined;
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
  const short = CONTRACT[`${preposition} ${phrase[0]?.toLocaleLowerCase()}`];
  if (short) return { end, words: [short, ...phrase.slice(1)] };
  return declinedCase ? { end, words: [preposition, ...phrase] } : { end: p + 1, words: [preposition] };
}
