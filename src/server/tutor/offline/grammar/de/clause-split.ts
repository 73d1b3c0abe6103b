import type { GermanLexicon } from "../../lexicon-de";
import type { Word } from "../types";
import { finiteFor, hasClauseMark, type Subject, subjectAt } from "./clause-phrases";
import { ASKING_VERBS, CLAUSE_SUBORDINATORS, FRONTING_ADVERBS, QUESTION_WORD_COMPLEMENTS } from "./word-order-words";
import { COORDINATORS, EVERYDAY_SUBORDINATORS, QUESTION_WORDS, RELATIVE_PRONOUNS, SUBJECT_PRONOUNS } from "./words";

/**
 * Subordinators that are unambiguous right after them: 'damit', 'bis', 'seit', 'während', 'als' are also adverbs or
 * prepositions ('Damit habe ich kein Problem', 'Seit Montag ...'), 'seitdem' an adverb, so a verb after them may be
 * right.
 */
const PURE_SUBORDINATORS = EVERYDAY_SUBORDINATORS;

/**
 * A sentence's clauses: it splits at commas (and ';', ':') and before 'und', 'oder', 'aber' ... when they open a
 * clause of their own ('..., und dann gehen wir', 'und ich komme'), not when they join two words ('Mutter und
 * Vater'). A clause is subordinate when a subordinator opens it ('weil', 'wenn') or a question word after a verb of
 * asking ('Weißt du, wann ...').
 */
export interface Clause {
  start: number;
  end: number;
  /** The first word after a coordinator ('und dann ...': 'dann'). */
  head: number;
  /** The subordinator or question word (phrase) that opens a subordinate clause, its words [head, body). */
  subordinator?: string;
  /** Where the subordinate clause's words after its subordinator start. */
  body: number;
  /**
   * Whether it is surely a main clause: no subordinator, no relative pronoun first ('..., der ...'), and after
   * 'und', 'aber' ... the clause before it is one ('..., der ... bleibt und immer eine Lösung findet' is not).
   */
  main: boolean;
}

/** Words that open a relative clause (or a clause of 'was', 'wo' without a verb of asking before it). */
const opensRelative = (lower: string) => RELATIVE_PRONOUNS.has(lower) || ["wo", "was", "wer", "wie"].includes(lower);

const isDash = (word: Word) => /^[-–—]+$/.test(word.text);
const MAIN_MARK = /[,;:]/;

/** Whether word j (a coordinator) opens a clause: a subject pronoun, a finite verb or an adverb follows it. */
function opensClause(sentence: Word[], j: number, lexicon: GermanLexicon): boolean {
  const next = sentence[j + 1];
  if (!next || hasClauseMark(sentence[j]!)) return false;
  if (SUBJECT_PRONOUNS[next.lower] && next.lower !== "ihr") return true;
  if (FRONTING_ADVERBS.has(next.lower)) return true;
  return finiteFor(next, ["1S", "2S", "3S", "1P", "2P", "3P"], lexicon).length > 0;
}

function ranges(sentence: Word[], lexicon: GermanLexicon): [number, number][] {
  const result: [number, number][] = [];
  let start = 0;
  sentence.forEach((word, i) => {
    if (isDash(word)) {
      if (i > start) result.push([start, i]);
      start = i + 1;
      return;
    }
    if (i > start && COORDINATORS.has(word.lower) && opensClause(sentence, i, lexicon)) {
      result.push([start, i]);
      start = i;
    }
    if (MAIN_MARK.test(word.trail) || i === sentence.length - 1) {
      result.push([start, i + 1]);
      start = i + 1;
    }
  });
  return result.filter(([s, e]) => e > s);
}

/** Whether a clause holds a verb of knowing or asking ('weiß', 'sagen') or 'keine Ahnung'. */
function asksSomething(sentence: Word[], start: number, end: number, lexicon: GermanLexicon): boolean {
  // 'Sag mal, wo warst du?', 'Erzähl mal, was ...' ask directly.
  if (sentence.slice(start, end).some((w) => w.lower === "mal")) return false;
  for (let i = start; i < end; i++) {
    const word = sentence[i]!;
    if (word.text === "Ahnung") return true;
    // An infinitive ('sagen') or an imperative ('Sag mir, ...', 'versteh, wie ...').
    if (ASKING_VERBS.has(word.lower) || ASKING_VERBS.has(`${word.lower}en`)) return true;
    if (lexicon.infinitivesOf(word.lower).some((v) => ASKING_VERBS.has(v))) return true;
    if (lexicon.participleOf(word.lower).some((v) => ASKING_VERBS.has(v))) return true;
  }
  return false;
}

export function clausesOf(sentence: Word[], lexicon: GermanLexicon): Clause[] {
  const clauses: Clause[] = [];
  for (const [start, end] of ranges(sentence, lexicon)) {
    const head = COORDINATORS.has(sentence[start]!.lower) && end - start > 1 ? start + 1 : start;
    const clause: Clause = { start, end, head, body: head, main: false };
    const first = sentence[head]!;
    const previous = clauses.at(-1);
    // 'seit', 'bis', 'während', 'als', 'damit' open a subordinate clause only with a subject after them ('Seit
    // gestern ...', 'Während der Woche ...' are main clauses).
    const opens = PURE_SUBORDINATORS.has(first.lower) || subjectAt(sentence, head + 1, end, lexicon) !== undefined;
    if (CLAUSE_SUBORDINATORS.has(first.lower) && !hasClauseMark(first) && opens) {
      clause.subordinator = first.lower;
      clause.body = head + 1;
    } else if (
      QUESTION_WORDS.has(first.lower) &&
      previous &&
      previous.end === start &&
      head === start &&
      !first.lead &&
      // After a colon the question is asked directly ('Er fragt: Wo ist ...?').
      sentence[start - 1]!.trail.startsWith(",") &&
      asksSomething(sentence, previous.start, previous.end, lexicon)
    ) {
      const second = sentence[head + 1];
      const two = second && !hasClauseMark(first) && QUESTION_WORD_COMPLEMENTS.has(second.lower);
      clause.body = head + (two ? 2 : 1);
      clause.subordinator = sentence
        .slice(head, clause.body)
        .map((w) => w.lower)
        .join(" ");
    }
    const joined = head > start && previous?.end === start && !hasClauseMark(sentence[start - 1]!);
    clause.main = !clause.subordinator && (joined ? previous.main : start === 0 || !opensRelative(first.lower));
    clauses.push(clause);
  }
  return clauses;
}

/**
 * Whether a clause is surely subordinate: a subordinator that is also a preposition or adverb ('seit', 'während',
 * 'bis', 'als', 'damit') counts only with a subject after it; a clause that opens the sentence needs a comma after
 * it (the main clause follows), else 'Wenn kommst du?' (meant: 'Wann') would be read as one.
 */
export function subordinateSubject(sentence: Word[], clause: Clause, lexicon: GermanLexicon): Subject | undefined {
  if (!clause.subordinator) return undefined;
  if (clause.start === 0 && !/,/.test(sentence[clause.end - 1]!.trail)) return undefined;
  return subjectAt(sentence, clause.body, clause.end, lexicon);
}

/** Whether a verb right after the clause's subordinator can only be a mistake ('weil habe ich', 'wann kommt er'). */
export const isPureSubordinator = (clause: Clause) =>
  clause.subordinator !== undefined &&
  (PURE_SUBORDINATORS.has(clause.subordinator) || QUESTION_WORDS.has(clause.subordinator.split(" ")[0]!));
