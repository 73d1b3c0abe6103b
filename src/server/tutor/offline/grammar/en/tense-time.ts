import type { Explanation, GrammarEdit, Word } from "../types";
import type { EnglishLexicon, VerbForms } from "./lexicon";
import type { Subject } from "./subject";
import { tenseSubject } from "./tense-subject";
import { AUXILIARIES, endsClause, isNumberWord, MID_ADVERBS, type Person } from "./words";

/** What the tense rules share: the times that mark a tense, and the verb group of a clause. */

export const TIME_NOUNS =
  /^(night|week|month|year|weekend|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter)$/;
export const DURATIONS = /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?|centuries|century)$/;

const DAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** Words before 'last' that make it 'final' ('my last week here', 'the last time'), not 'the one before now'. */
const OWNERS = /^(the|my|your|his|its|our|their|this|that|these|those|whose)$/;
/** 'her' owns 'last' after 'be' or a preposition ('it was her last week'), else it is an object ('I met her last week'). */
const ownsLast = (sentence: Word[], i: number) =>
  OWNERS.test(sentence[i - 1]?.lower ?? "") ||
  (sentence[i - 1]?.lower === "her" &&
    /^(is|was|are|were|'s|in|on|during|for|of|at|after|before|since|until)$/.test(sentence[i - 2]?.lower ?? ""));
/** Words of a length of time before 'ago': 'a few', 'a couple of', 'many', 'a long', 'a little'. */
const AGO_WORDS = /^(a|an|few|couple|of|many|several|some|long|little|good|while|time|ages|more|than|about|over)$/;

const pastYear = (text: string | undefined) =>
  /^\d{4}$/.test(text ?? "") && Number(text) > 1000 && Number(text) < new Date().getFullYear();

/**
 * A time expression at `i` and its end: 'yesterday (evening)', 'last week', 'last New Year', 'two years ago', 'a
 * long time ago', 'in 2019', 'from 2015 to 2020', 'the other day', 'in the 1990s'.
 */
export function pastMarker(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i]!.lower;
  const next = sentence[i + 1]?.lower ?? "";
  const open = !endsClause(sentence[i]);
  // 'since last year' is where a time starts, not a past time.
  if (/^(since|until|till)$/.test(sentence[i - 1]?.lower ?? "")) return undefined;
  if (word === "earlier" && next === "today" && open) return i + 2;
  if (word === "yesterday") return /^(morning|afternoon|evening)$/.test(next) && open ? i + 2 : i + 1;
  if (word === "last" && open && !ownsLast(sentence, i)) {
    // 'last New Year', "last New Year's Eve"
    if (next === "new" && /^(year|year's)$/.test(sentence[i + 2]?.lower ?? "") && !endsClause(sentence[i + 1]))
      return sentence[i + 3]?.lower === "eve" && !endsClause(sentence[i + 2]) ? i + 4 : i + 3;
    // 'the last week of June', 'my last day here': the final one, no past time; nor 'last' ending a clause.
    if (TIME_NOUNS.test(next) || /^(evening|time|term|semester|season|halloween)$/.test(next)) {
      // 'last Monday morning'
      const part = DAYS.test(next) && /^(morning|afternoon|evening|night)$/.test(sentence[i + 2]?.lower ?? "");
      return part && !endsClause(sentence[i + 1]) ? i + 3 : i + 2;
    }
  }
  if (word === "in" && pastYear(next)) return i + 2;
  // 'in the 1990s', 'in the eighties'
  if (
    word === "in" &&
    next === "the" &&
    /^(\d{2}|1\d{3})0s$|^(sixties|seventies|eighties|nineties)$/.test(sentence[i + 2]?.lower ?? "")
  )
    return i + 3;
  // 'from 2015 to 2020', 'between 2010 and 2014'
  if ((word === "from" || word === "between") && pastYear(next) && !endsClause(sentence[i + 1])) {
    const to = sentence[i + 2]?.lower ?? "";
    if ((word === "from" ? /^(to|until|till)$/ : /^and$/).test(to) && pastYear(sentence[i + 3]?.text)) return i + 4;
  }
  if (word === "the" && next === "other" && sentence[i + 2]?.lower === "day" && !endsClause(sentence[i + 1]))
    return i + 3;
  // '(two years | a week | a long time | a few days | a couple of months | ages) ago'
  if (isNumberWord(lexicon, word) || AGO_WORDS.test(word)) {
    let k = i;
    while (k < i + 5 && !endsClause(sentence[k]) && sentence[k + 1]?.lower !== "ago") k++;
    const span = sentence.slice(i, k + 1);
    if (sentence[k + 1]?.lower !== "ago" || endsClause(sentence[k])) return undefined;
    const last = span.at(-1)!.lower;
    if (!(DURATIONS.test(last) || /^(while|time|ages)$/.test(last) || (last === "long" && span.length === 1)))
      return undefined;
    if (span.slice(0, -1).some((w) => !(isNumberWord(lexicon, w.lower) || AGO_WORDS.test(w.lower)))) return undefined;
    return k + 2;
  }
  return undefined;
}

/** Words that open a clause of time before the main clause ('When I was ten,', 'After we ate,'). */
const TIME_OPENERS = /^(when|after|before|while|until|till)$/;

/**
 * 'When I was a child,', 'After we arrived at the hotel,', 'While I was cooking,' before the main clause: a past time
 * too, when its verb is plainly past. Returns the index after its comma.
 */
export function pastClause(sentence: Word[], lexicon: EnglishLexicon): number | undefined {
  const open = /^as soon as$/.test(
    sentence
      .slice(0, 3)
      .map((w) => w.lower)
      .join(" "),
  )
    ? 3
    : 1;
  if (open === 1 && !TIME_OPENERS.test(sentence[0]?.lower ?? "")) return undefined;
  const comma = sentence.findIndex((w) => w.trail.includes(","));
  if (comma < open + 1 || comma > open + 10 || sentence.slice(0, comma).some((w) => endsClause(w))) return undefined;
  const clause = sentence.slice(open, comma + 1);
  if (clause.some((w) => /^(if|that|who|which|will|would|'ll|now|today)$/.test(w.lower))) return undefined;
  const subject = tenseSubject(sentence, open, lexicon, true);
  if (!subject) return undefined;
  const verb = sentence[verbAfter(sentence, subject)];
  if (!verb || verbAfter(sentence, subject) > comma) return undefined;
  return isPlainPast(verb.lower, lexicon) ? comma + 1 : undefined;
}

/** A verb form that can only be past: 'went', 'arrived', 'was', 'didn't' ('read', 'put' may be present too). */
export function isPlainPast(word: string, lexicon: EnglishLexicon): boolean {
  if (/^(was|were|wasn't|weren't|didn't|had|hadn't|could|couldn't)$/.test(word)) return true;
  const forms = lexicon.verb(word);
  return Boolean(forms && forms.past === word && word !== forms.infinitive && word !== forms.present);
}

/** The verb group after a subject: skipped mid-position adverbs, then the verb. */
export function verbAfter(sentence: Word[], subject: Subject): number {
  let v = subject.end;
  while (MID_ADVERBS.has(sentence[v]?.lower ?? "") && !endsClause(sentence[v])) v++;
  return v;
}

export const BE_PAST: Record<Person, string> = { "1s": "was", "2": "were", "3s": "was", p: "were" };
export const HAVE: Record<Person, string> = { "1s": "have", "2": "have", "3s": "has", p: "have" };

/** Simple pasts that compromise's conjugation gets wrong ('snow' -> 'snew') or gives only in American English. */
const PAST_FIXES: Record<string, string> = {
  snow: "snowed",
  wake: "woke",
  lean: "leaned",
  string: "strung",
  dive: "dived",
  sneak: "sneaked",
};

/** A verb's simple past, with compromise's slips put right. */
export const pastOf = (forms: VerbForms) => PAST_FIXES[forms.infinitive] ?? forms.past;

/** The edit that puts the verb group at `v` in the past (as `toPast` made it), explained in both languages. */
export const pastEdit = (v: number, done: { end: number; words: string[] }, en: string, de: string): GrammarEdit => ({
  start: v,
  end: done.end,
  words: done.words,
  category: "verb-form",
  explain: { en, de },
});

/** The verb group [v, end) in the simple past, or undefined where it is past already or unsure. */
export function toPast(
  sentence: Word[],
  v: number,
  subject: Subject,
  lexicon: EnglishLexicon,
): { end: number; words: string[] } | undefined {
  const verb = sentence[v];
  if (!verb || !/^[a-z']+$/.test(verb.text)) return undefined;
  const word = verb.lower;
  const next = sentence[v + 1];
  // A pronoun's person, else the verb's own number ('my family is' -> 'was', 'the police are' -> 'were').
  const be = subject.pronoun ? BE_PAST[subject.person] : /^are/.test(word) ? "were" : "was";
  if (/^(am|is|are)$/.test(word)) return { end: v + 1, words: [be] };
  if (word === "isn't" || word === "aren't") return { end: v + 1, words: [`${be}n't`] };
  if (/^(don't|doesn't)$/.test(word)) return { end: v + 1, words: ["didn't"] };
  if (/^(do|does)$/.test(word) && next?.lower === "not") return { end: v + 1, words: ["did"] };
  if (/^(can|can't)$/.test(word)) return { end: v + 1, words: [word === "can" ? "could" : "couldn't"] };
  if ((word === "have" || word === "has") && next && !endsClause(verb)) {
    // The present perfect with a past time: 'two years ago I have moved' -> 'moved'.
    const participle = lexicon.verb(next.lower);
    // 'have been to Rome' is a visit: 'went to Rome'.
    if (next.lower === "been" && sentence[v + 2]?.lower === "to" && !endsClause(next))
      return { end: v + 2, words: ["went"] };
    if (participle && participle.participle === next.lower && participle.infinitive !== next.lower) {
      const past = participle.infinitive === "be" ? BE_PAST[subject.person] : pastOf(participle);
      return { end: v + 2, words: [past] };
    }
    if (next.lower === "got" || next.lower === "to") return undefined;
  }
  if ((word === "haven't" || word === "hasn't") && next && !endsClause(verb)) {
    // 'I haven't seen her yesterday' -> "didn't see", 'She hasn't been there last week' -> "wasn't".
    const forms = lexicon.verb(next.lower);
    if (!forms || forms.participle !== next.lower || forms.infinitive === next.lower) return undefined;
    if (forms.infinitive === "be" && sentence[v + 2]?.lower === "to" && !endsClause(next))
      return { end: v + 2, words: ["didn't", "go"] };
    if (forms.infinitive === "be") return { end: v + 2, words: [`${be}n't`] };
    return { end: v + 2, words: ["didn't", forms.infinitive] };
  }
  if (AUXILIARIES.has(word)) return word === "have" || word === "has" ? { end: v + 1, words: ["had"] } : undefined;
  const forms = lexicon.verb(word);
  if (!forms || (word !== forms.infinitive && word !== forms.present) || forms.past === word) return undefined;
  // A word that is also a noun or adjective is the verb only where the word after it is not one ('I watch TV').
  const tags = lexicon.tags(word);
  // 'Last week my phone breaks, so ...': an -s form after a singular subject agrees with it, so it is the verb.
  const agrees = subject.person === "3s" && word === forms.present && word !== forms.infinitive;
  if ((tags.has("Noun") || tags.has("Adjective")) && !subject.pronoun && (!next || endsClause(verb)) && !agrees)
    return undefined;
  return { end: v + 1, words: [pastOf(forms)] };
}

/**
 * The end of the verb group at `v`: 'have seen', 'don't go', 'is married', 'get married' are one group, so the
 * participle or infinitive in it is no second clause's verb.
 */
export function verbGroupEnd(sentence: Word[], v: number, lexicon: EnglishLexicon): number {
  const verb = sentence[v]?.lower ?? "";
  const next = sentence[v + 1];
  if (!next || endsClause(sentence[v])) return v + 1;
  // 'don't go', and 'don't saw' (a learner's form of the same group).
  if (/^(don't|doesn't|didn't)$/.test(verb))
    return lexicon.verb(next.lower) && /^[a-z]+$/.test(next.text) ? v + 2 : v + 1;
  if (/^(have|has|haven't|hasn't|am|is|are|was|were|get|gets|got)$/.test(verb) && isPerfect(next, lexicon))
    return v + 2;
  return v + 1;
}

/** A word that starts or carries another clause: a joining word or a finite verb. */
export function isClauseWord(word: Word, lexicon: EnglishLexicon): boolean {
  if (/^(that|because|when|who|which|if|and|but|so|while|where|i|he|she|we|they)$/.test(word.lower)) return true;
  if (AUXILIARIES.has(word.lower)) return true;
  const tags = lexicon.tags(word.lower);
  // 'skiing', 'waiting' after an object describe it; they carry no clause of their own.
  if (tags.has("Gerund") && word.lower.endsWith("ing")) return false;
  return tags.has("Verb") && !tags.has("Noun") && !tags.has("Adjective") && !tags.has("Preposition");
}

/** A participle after 'have' ('have lived', 'have been', 'have got'): the perfect already. */
export function isPerfect(word: Word | undefined, lexicon: EnglishLexicon): boolean {
  const forms = word && lexicon.verb(word.lower);
  return Boolean(forms && forms.participle === word.lower && forms.infinitive !== word.lower);
}

/** "with 'yesterday' use the past tense: I went", for the past-time phrase [start, end) of a sentence. */
export function pastTenseExplanation(sentence: Word[], start: number, end: number) {
  const when = sentence
    .slice(start, end)
    .map((w, k) => (k === 0 ? w.lower : w.text))
    .join(" ");
  return (example: string) => ({
    en: `with '${when}' use the past tense: ${example}`,
    de: `mit '${when}' steht die Vergangenheit: ${example}`,
  });
}

/** The verb at `v` put in the future: 'I call' -> 'I will call'. */
export const willAt = (v: number, infinitive: string, explain: Explanation): GrammarEdit => ({
  start: v,
  end: v + 1,
  words: ["will", infinitive],
  category: "verb-form",
  explain,
});
