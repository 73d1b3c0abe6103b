import type { Word } from "../types";
import type { EnglishLexicon, VerbForms } from "./lexicon";
import { readSubject, type Subject } from "./subject";
import {
  AUXILIARIES,
  CLAUSE_OPENERS,
  DETERMINERS,
  endsClause,
  isNumberWord,
  readNounPhrase,
  SUBJECT_PRONOUNS,
} from "./words";

/** Readings of a clause's parts that the word-order rules share: verb forms, times, objects and their phrases. */

export const asks = (sentence: Word[]) => sentence.at(-1)?.trail.includes("?") ?? false;
/**
 * Whether the sentence is one clause, a question: 'When you were in London, did you ...?' is not one (its question word
 * opens the clause before the question).
 */
export const onlyQuestion = (sentence: Word[]) =>
  asks(sentence) && sentence.findIndex((w) => endsClause(w)) === sentence.length - 1;
export const lowerFirst = (words: string[]) =>
  words.map((w, k) => (k === 0 && w !== "I" && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(w) ? w.toLowerCase() : w));

/** A plain verb form (not an auxiliary), and its forms. */
export function verbAt(sentence: Word[], i: number, lexicon: EnglishLexicon): VerbForms | undefined {
  const word = sentence[i];
  if (!word || !/^[a-z]+$/.test(word.text) || AUXILIARIES.has(word.lower)) return undefined;
  return lexicon.verb(word.lower);
}

/** Whether a verb form agrees with the subject: the past, or the present of its person. */
export function agrees(verb: string, forms: VerbForms, person: Subject["person"]): boolean {
  if (verb === forms.past && forms.past !== forms.infinitive) return true;
  return verb === (person === "3s" ? forms.present : forms.infinitive);
}

/** The verb form for a subject's person in the tense an auxiliary showed ('does' + 'start' -> 'starts'). */
export function conjugate(forms: VerbForms, person: Subject["person"], past: boolean): string {
  if (past) return forms.past;
  return person === "3s" ? forms.present : forms.infinitive;
}

/**
 * The subject that ends right before `v`, read from its clause's start: a pronoun, name or noun phrase, or a
 * sentence's first capitalised noun ('Dad reads', 'Grandma lives'), which compromise does not know as a name.
 */
export function subjectBefore(sentence: Word[], v: number, lexicon: EnglishLexicon): Subject | undefined {
  let start = v - 1;
  while (start > 0 && !endsClause(sentence[start - 1]) && !CLAUSE_OPENERS.has(sentence[start - 1]!.lower)) start--;
  const subject = readSubject(sentence, start, lexicon, true);
  if (subject?.end === v) return subject;
  const pronoun = sentence[v - 1]!;
  if (/^(i|he|she|we|they)$/.test(pronoun.lower) && !endsClause(pronoun))
    return { start: v - 1, end: v, person: SUBJECT_PRONOUNS[pronoun.lower]!, pronoun: true };
  const first = sentence[0]!;
  const tags = lexicon.tags(first.lower);
  if (v === 1 && /^\p{Lu}\p{Ll}+$/u.test(first.text) && tags.has("Noun") && !tags.has("Verb") && !tags.has("Pronoun"))
    return { start: 0, end: 1, person: "3s", pronoun: false };
  return undefined;
}

export const TIME_NOUNS =
  /^(morning|afternoon|evening|night|midnight|noon|lunchtime|dawn|dusk|day|days|week|weeks|weekend|weekends|month|months|year|years|summer|winter|spring|autumn|fall|holidays?|christmas|easter|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|march|april|may|june|july|august|september|october|november|december|o'clock|moment|hour|hours|minutes?)$/;
const TIME_WORDS = /^(yesterday|today|tomorrow|tonight|now|later|soon|then)$/;

/** A number as a clock time or year ('eight', '8', '6:45', '2019'). */
const isNumber = (word: Word, lexicon: EnglishLexicon) =>
  /^\d+([:.]\d+)?(am|pm)?$/.test(word.lower) || isNumberWord(lexicon, word.lower);

/**
 * A time phrase at `i` and its end: 'yesterday', 'tomorrow morning', 'last week', 'every day', 'at eight', 'on
 * Friday', 'at half past seven', 'in the evening', 'at midnight', 'in 2019'.
 */
export function timeEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  if (TIME_WORDS.test(word.lower)) {
    const next = sentence[i + 1];
    return next && !endsClause(word) && /^(morning|afternoon|evening|night)$/.test(next.lower) ? i + 2 : i + 1;
  }
  if (endsClause(word)) return undefined;
  if (/^(last|next|this|every)$/.test(word.lower))
    return TIME_NOUNS.test(sentence[i + 1]?.lower ?? "") ? i + 2 : undefined;
  if (!/^(at|on|in|during|after|before|until|till|around|about)$/.test(word.lower)) return undefined;
  // 'at the latest', 'in time', 'on time': idioms, not a time of day.
  let end: number | undefined;
  for (let k = i + 1; k < Math.min(sentence.length, i + 5); k++) {
    const w = sentence[k]!;
    const isTime = TIME_NOUNS.test(w.lower) || isNumber(w, lexicon);
    if (isTime) end = k + 1;
    else if (!(DETERMINERS.has(w.lower) || /^(half|quarter|past)$/.test(w.lower))) break;
    if (endsClause(w)) break;
  }
  // 'on Sunday morning', 'in the morning': the phrase ends with its time noun or number.
  return end;
}

/** Quantifiers that open an object ('too much money', 'a lot of time', 'lots of friends', 'two tickets'). */
const QUANTIFIER = /^(much|many|more|most|lots|several|both|all|few)$/;

/**
 * An object noun phrase at `i` and its end: a determiner's noun phrase, a quantified one ('too much money', 'a lot
 * of bread', 'three books') or a plain plural or mass noun ('tennis', 'vegetables'); no verb in it.
 */
export function objectEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  let k = i;
  if (/^(too|so|very)$/.test(word.lower) && /^(much|many)$/.test(sentence[i + 1]?.lower ?? "")) k = i + 1;
  if (
    /^(a|lots)$/.test(sentence[k]!.lower) &&
    /^(lot|lots|couple|few|little|bit)$/.test(sentence[k + 1]?.lower ?? "")
  ) {
    k = sentence[k]!.lower === "lots" ? k : k + 1;
    if (sentence[k + 1]?.lower !== "of" || endsClause(sentence[k])) return undefined;
    k += 2;
  } else if (QUANTIFIER.test(sentence[k]!.lower) || isNumberWord(lexicon, sentence[k]!.lower)) {
    if (endsClause(sentence[k])) return undefined;
    k++;
  }
  const np = readNounPhrase(sentence, k, lexicon);
  // 'the table his keys': a determiner read as a compound's second noun starts the next phrase.
  if (np) return DETERMINERS.has(sentence[np.end - 1]!.lower) ? np.end - 1 : np.end;
  // 'his new flat': a determiner's phrase closing the clause, whose noun compromise knows only as an adjective.
  if (DETERMINERS.has(sentence[k]!.lower) && !endsClause(sentence[k])) {
    const end = clauseEnd(sentence, k);
    const words = sentence.slice(k + 1, end);
    const plain = words.every((w) => {
      const tags = lexicon.tags(w.lower);
      return /^[a-z]+$/.test(w.text) && tags.has("Adjective") && !tags.has("Verb") && !AUXILIARIES.has(w.lower);
    });
    return words.length > 0 && words.length <= 3 && plain ? end : undefined;
  }
  // A bare noun (no verb reading) after a quantifier, or alone.
  let end = k;
  while (end < sentence.length && end - k < 3) {
    const w = sentence[end]!;
    const tags = lexicon.tags(w.lower);
    if (!/^[a-z]+$/.test(w.text) || AUXILIARIES.has(w.lower)) break;
    if (!(tags.has("Noun") || tags.has("Adjective")) || tags.has("Pronoun") || tags.has("Preposition")) break;
    end++;
    if (endsClause(w)) break;
  }
  if (end === k || !lexicon.tags(sentence[end - 1]!.lower).has("Noun")) return undefined;
  return end;
}

const PHRASE_PREPOSITIONS = /^(with|of|in|from|on|at|for|about|to|near|without)$/;

/**
 * A noun phrase's prepositional phrases from `i` on, and their end ('with mushrooms', 'in Hamburg', 'to Munich',
 * 'on the menu'): a preposition and a noun phrase or a name each, no pronoun (a pronoun's phrase is the verb's:
 * 'mean a lot to me').
 */
export function phrasesEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number {
  let end = i;
  while (sentence[end] && PHRASE_PREPOSITIONS.test(sentence[end]!.lower) && !endsClause(sentence[end - 1])) {
    if (endsClause(sentence[end]) || timeEnd(sentence, end, lexicon) !== undefined) break;
    const next = nounEnd(sentence, end + 1, lexicon);
    if (next === undefined) break;
    end = next;
  }
  return end;
}

/** A noun phrase, object or name at `i` (not a pronoun), and its end. */
export function nounEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  if (/^\p{Lu}\p{Ll}+$/u.test(word.text) && word.lower !== "i") {
    let end = i + 1;
    while (sentence[end] && !endsClause(sentence[end - 1]) && /^\p{Lu}\p{Ll}+$/u.test(sentence[end]!.text)) end++;
    return end;
  }
  return objectEnd(sentence, i, lexicon);
}

/** The end of the clause that holds `i`: the index after its last word. */
export function clauseEnd(sentence: Word[], i: number): number {
  for (let k = i; k < sentence.length; k++) if (endsClause(sentence[k])) return k + 1;
  return sentence.length;
}
