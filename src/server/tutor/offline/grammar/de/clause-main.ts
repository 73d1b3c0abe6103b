import type { GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";
import { finiteFor, frontedPhraseEnd, hasClauseMark, type Subject, subjectAt } from "./clause-phrases";
import type { Clause } from "./clause-split";
import { QUESTION_WORD_COMPLEMENTS } from "./word-order-words";
import { QUESTION_WORDS } from "./words";

/**
 * Where a main clause's finite verb stands as the learner wrote it: after its subject ('Ich anrufe ...', 'Morgen ich
 * fahre'), or at the place before a subject that follows it ('Am Abend fernsehe ich', 'Teilnimmst du', 'Wann
 * abfährt der Zug').
 */
export interface VerbSlot {
  /** The word where the finite verb is. */
  at: number;
  subject: Subject;
  /** The phrase before the verb (or before the subject): [clause head, frontedEnd). */
  frontedEnd?: number;
}

/**
 * Whether a noun phrase that could be the subject is the object before one ('Diese Jacke ich habe gekauft'): a subject
 * pronoun follows it, then a verb that agrees with the pronoun and not with the phrase.
 */
function isObjectBefore(sentence: Word[], phrase: Subject, end: number, lexicon: GermanLexicon): boolean {
  const pronoun = subjectAt(sentence, phrase.end, end, lexicon);
  if (!pronoun || pronoun.end !== phrase.end + 1 || hasClauseMark(sentence[phrase.end]!)) return false;
  const verb = sentence[pronoun.end];
  return finiteFor(verb, pronoun.persons, lexicon).length > 0 && finiteFor(verb, phrase.persons, lexicon).length === 0;
}

export function verbSlot(sentence: Word[], clause: Clause, lexicon: GermanLexicon): VerbSlot | undefined {
  if (!clause.main) return undefined;
  const { head, end } = clause;
  const first = subjectAt(sentence, head, end, lexicon);
  if (first && !hasClauseMark(sentence[first.end - 1]!) && !isObjectBefore(sentence, first, end, lexicon))
    return { at: first.end, subject: first };
  let front = frontedPhraseEnd(sentence, head, end, lexicon);
  // After a question word the verb comes before the subject ('Wann fährt der Zug ab?'); the subject first is a
  // mistake only in a direct question ('Wann du kommst?'), else a clause of its own ('Was du eingibst, ...').
  const question = front === undefined && QUESTION_WORDS.has(sentence[head]!.lower) && !hasClauseMark(sentence[head]!);
  if (question) front = head + (QUESTION_WORD_COMPLEMENTS.has(sentence[head + 1]?.lower ?? "") ? 2 : 1);
  const at = front ?? head;
  if (at >= end || sentence.slice(head, at).some(hasClauseMark)) return undefined;
  const direct = clause.start === 0 && end === sentence.length && sentence[end - 1]!.trail.includes("?");
  const before = front === undefined || (question && !direct) ? undefined : subjectAt(sentence, at, end, lexicon);
  if (before && !hasClauseMark(sentence[before.end - 1]!))
    return { at: before.end, subject: before, frontedEnd: front };
  const after = subjectAt(sentence, at + 1, end, lexicon);
  return after ? { at, subject: after, frontedEnd: front } : undefined;
}
