import type { Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import type { Subject } from "./subject";
import { STATIVE } from "./tense-now";
import { HAVE } from "./tense-time";
import { AUXILIARIES, endsClause, SUBJECT_PRONOUNS } from "./words";

/** What a person is to another, or a way of life, which 'be' keeps up to now ('my best friend', 'a member'). */
const RELATIONS =
  /^(friends?|neighbours?|neighbors?|colleagues?|partners?|boyfriend|girlfriend|husband|wife|fiancée?|members?|fans?|vegetarians?|vegans?|together|roommates?|flatmates?|teammates?|classmates?)$/;
/** Words before a relation's noun: 'my (best) friend', 'a (big) fan', 'good friends'. */
const RELATION_WORDS = /^(a|an|my|your|his|her|our|their|best|good|close|old|great|big|huge|real|true)$/;

/**
 * 'She is my best friend for ten years' -> 'has been', 'We are together for five years' -> 'have been': a relation
 * or a way of life with 'be' and a length of time runs up to now ('He is a teacher for two years' may be a plan).
 * `v` is 'be', `start` the 'for'.
 */
export function beRelation(sentence: Word[], v: number, start: number): boolean {
  if (!/^(am|is|are)$/.test(sentence[v]?.lower ?? "") || start - v < 2 || start - v > 5) return false;
  const words = sentence.slice(v + 1, start);
  if (words.slice(0, -1).some((w) => endsClause(w) || !RELATION_WORDS.test(w.lower))) return false;
  return RELATIONS.test(words.at(-1)!.lower) && !endsClause(words.at(-1));
}

/** Lengths that reach back a long way: 'a long time', 'ages', 'years', 'two years', 'months', 'decades'. */
const LONG = /^(time|ages|years?|months|decades?)$/;
/** Verbs whose negated present with a length is a plan or a usual length ('I don't stay for a long time'). */
const PLANS = /^(stay|remain|wait|leave|go|come|travel|need|plan|last|take|have|get|keep|want|live|work|study)$/;

/**
 * 'I don't see Julia for a long time' -> "haven't seen", 'We don't speak since Christmas' -> "haven't spoken":
 * what has not happened over a length of time up to now takes the present perfect (German 'seit langem nicht').
 * Only a person's own clause (not 'you' or a general truth), no verb of a plan ('I don't stay for long'), and with
 * 'for' only a long length. Returns the verb group's replacement, for the 'since'/'for' rule.
 */
export function notSince(
  sentence: Word[],
  v: number,
  subject: Subject,
  marker: [number, number],
  lexicon: EnglishLexicon,
): { end: number; words: string[] } | undefined {
  const not = sentence[v];
  const verb = sentence[v + 1];
  if (!not || !verb || !/^(don't|doesn't)$/.test(not.lower) || !/^[a-z]+$/.test(verb.text)) return undefined;
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || AUXILIARIES.has(verb.lower) || PLANS.test(forms.infinitive))
    return undefined;
  // A state ('I don't know him for long') is no event that has not happened; seeing and hearing from someone are.
  if (STATIVE.has(forms.infinitive) && !/^(see|hear)$/.test(forms.infinitive)) return undefined;
  const first = sentence[subject.start]!;
  const name = /^\p{Lu}/u.test(first.text) && !SUBJECT_PRONOUNS[first.lower];
  const person = /^(i|he|she|we|they)$/.test(first.lower) || name;
  if (!person && !/^(my|his|her|our|their)$/.test(first.lower)) return undefined;
  if (sentence.at(-1)?.trail.includes("?")) return undefined;
  if (sentence[marker[0]]!.lower === "for" && !LONG.test(sentence[marker[1] - 1]!.lower)) return undefined;
  const have = `${HAVE[subject.person]}n't`;
  return { end: v + 2, words: [have, forms.participle] };
}
