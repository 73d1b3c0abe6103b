import type { Case, Gender, GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";
import { type AdjectiveForm, readAdjective } from "./adjective-stem";
import { adjectiveEnding, type Determiner, determinerFor, readDeterminer } from "./noun-determiner";
import { CASES, type NounReading, type Reading, readNoun, type Slot } from "./noun-gender";
import { NUMBER_WORDS } from "./words";

export type { Reading, Slot };

/** A German noun phrase of a sentence: [start, end) words, a determiner (or none), adjectives, and its noun. */
export interface NounPhrase {
  start: number;
  end: number;
  /** The phrase's gender where it is one (the slot the determiner and noun agree on, or else the noun's). */
  gender?: Gender;
  number: "SIN" | "PLU";
  determiner?: Determiner;
  adjectives: { index: number; form: AdjectiveForm }[];
  noun: NounReading;
  nounIndex: number;
  /** The (slot, case) readings in which the determiner and the noun agree as written (none: one of them is wrong). */
  readings: Reading[];
  /** The slots the phrase can mean: those of its readings, or the noun's where determiner and noun disagree. */
  slots: Slot[];
}

/** Adverbs that grade an adjective inside a noun phrase ('ein sehr schönes Haus'). */
const GRADING = new Set([
  "sehr",
  "so",
  "zu",
  "ganz",
  "ziemlich",
  "besonders",
  "wirklich",
  "echt",
  "total",
  "relativ",
  "extrem",
  "recht",
  "etwas",
  "noch",
  "richtig",
  "wahnsinnig",
  "super",
  "unglaublich",
  "viel",
]);
/** Number words, 'tausend' and digits. */
const isNumeral = (lower: string) => NUMBER_WORDS.has(lower) || lower === "tausend" || /^\d+$/.test(lower);

const lowerAt = (sentence: Word[], i: number) => sentence[i]?.lower ?? "";
const plain = (word: Word | undefined) => word !== undefined && word.lead === "";

/** The determiner at word i, as a numeral too ('zwei neue Freunde': strong plural, any case). */
function determinerAt(sentence: Word[], i: number): Determiner | undefined {
  const lower = lowerAt(sentence, i);
  if (isNumeral(lower))
    return { kind: "quantifier", stem: lower, readings: CASES.map((kase) => ({ slot: "PL", kase })) };
  return readDeterminer(lower);
}

/** The noun phrase that starts at word `i` (a determiner or possessive, adjectives, a noun), or undefined. */
export function nounPhraseAt(sentence: Word[], i: number, lexicon: GermanLexicon): NounPhrase | undefined {
  const first = sentence[i];
  if (!plain(first)) return undefined;
  const determiner = determinerAt(sentence, i);
  if (determiner && first?.trail) return undefined;
  // A numeral, 'beide' or an adjective after an article belongs to the article's phrase ('die zwei neuen Freunde',
  // 'die beiden Kinder').
  const afterArticle = i > 0 && readDeterminer(lowerAt(sentence, i - 1)) !== undefined;
  if (afterArticle && (!determiner || determiner.kind === "quantifier" || determiner.stem === "beid")) return undefined;
  let j = determiner ? i + 1 : i;
  const adjectives: NounPhrase["adjectives"] = [];
  for (; j < sentence.length; j++) {
    const word = sentence[j]!;
    // A capital is a noun, except a sentence's first word.
    if (!plain(word) || (j > 0 && word.text !== word.lower)) break;
    const adjective = readAdjective(word.lower, lexicon);
    const next = sentence[j + 1];
    const nextIsAdjective = next !== undefined && next.text === next.lower && readAdjective(next.lower, lexicon);
    const joins = word.trail === "" || (word.trail === "," && adjective !== undefined);
    if (!joins) return undefined;
    if (adjective && !(adjective.ending === "" && nextIsAdjective)) adjectives.push({ index: j, form: adjective });
    else if ((GRADING.has(word.lower) || adjective) && nextIsAdjective && word.trail === "") continue;
    else if ((word.lower === "und" || word.lower === "oder") && adjectives.length > 0 && nextIsAdjective) continue;
    else break;
  }
  const nounWord = sentence[j];
  if (!plain(nounWord) || j === 0) return undefined;
  const noun = readNoun(nounWord!.text, lexicon);
  if (!noun) return undefined;
  // Without a determiner an adjective shows its ending ('schnell' before a noun is an adverb: 'fährt schnell Auto').
  if (!determiner && adjectives.some((a) => a.form.ending === "")) return undefined;
  const readings = determiner
    ? determiner.readings.filter((d) => noun.readings.some((n) => n.slot === d.slot && n.kase === d.kase))
    : noun.readings;
  if (readings.length === 0 && determiner) {
    // 'ihr' is a pronoun as well ('Gebt ihr Kindern...'), an article after a comma a relative pronoun.
    if (lowerAt(sentence, i) === "ihr") return undefined;
    if (determiner.kind === "definite" && sentence[i - 1]?.trail.includes(",")) return undefined;
  }
  const slots = readings.length > 0 ? [...new Set(readings.map((r) => r.slot))] : noun.slots;
  const singular = slots.filter((s) => s !== "PL");
  return {
    start: i,
    end: j + 1,
    gender: slots.length === 1 && singular.length === 1 ? (singular[0] as Gender) : undefined,
    number: slots.every((s) => s === "PL") ? "PLU" : "SIN",
    determiner,
    adjectives,
    noun,
    nounIndex: j,
    readings,
    slots,
  };
}

const keepCapital = (original: string, word: string) =>
  original.charAt(0) !== original.charAt(0).toLocaleLowerCase()
    ? word.charAt(0).toLocaleUpperCase() + word.slice(1)
    : word;

/** The phrase's words in one slot and case, or undefined where a form is not sure. */
export function phraseWords(sentence: Word[], phrase: NounPhrase, slot: Slot, kase: Case): string[] | undefined {
  const words: string[] = [];
  const det = phrase.determiner;
  for (let i = phrase.start; i < phrase.end; i++) {
    const written = sentence[i]!.text;
    if (det && i === phrase.start) {
      const keeps = det.readings.some((r) => r.slot === slot && r.kase === kase);
      const form =
        det.kind === "contraction" || det.kind === "quantifier"
          ? keeps
            ? written
            : undefined
          : determinerFor(det, slot, kase);
      if (!form) return undefined;
      words.push(keepCapital(written, form));
      continue;
    }
    const adjective = phrase.adjectives.find((a) => a.index === i);
    if (adjective) words.push(keepCapital(written, adjective.form.stem + adjectiveEnding(det, slot, kase)));
    else if (i === phrase.nounIndex) {
      const form = phrase.noun.form(slot, kase);
      if (!form) return undefined;
      words.push(form);
    } else words.push(written);
  }
  return words;
}

/**
 * The phrase's words in another case, its gender and number kept ('meine Oma', DAT -> ['meiner', 'Oma']; 'dein
 * Geschenk', AKK -> ['dein', 'Geschenk']), or undefined where unsure.
 */
export function declineNounPhrase(
  sentence: Word[],
  phrase: NounPhrase,
  kase: Case,
  _lexicon: GermanLexicon,
): string[] | undefined {
  const forms = phrase.slots.map((slot) => phraseWords(sentence, phrase, slot, kase));
  const first = forms[0];
  if (!first || forms.some((f) => !f || f.join(" ") !== first.join(" "))) return undefined;
  return first;
}
