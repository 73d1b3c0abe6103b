import { type GermanLexicon, type Person, SEPARABLE_PARTICLES } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";
import { verbSlot } from "./clause-main";
import { finiteFor, hasMarks, isPlainSpan, subjectAt } from "./clause-phrases";
import { type Clause, clausesOf, isPureSubordinator, subordinateSubject } from "./clause-split";
import { AUXILIARIES_AND_MODALS, FRONTING_ADVERBS } from "./word-order-words";
import { COORDINATORS, QUESTION_WORDS } from "./words";

/**
 * The finite verb's place: second in a main clause ('Morgen fahre ich', 'Um acht Uhr beginnt der Kurs'), first after
 * a subordinate clause that opens the sentence ('Wenn ..., gehe ich'), and last in a subordinate clause ('weil ich
 * in Deutschland arbeiten will', 'wann der Bus kommt').
 */

const texts = (words: Word[]) => words.map((w) => w.text);

/** Words that may stand between a subordinate clause's subject and a finite verb the learner put there. */
const MIDFIELD_ADVERBS = new Set([...FRONTING_ADVERBS, "nicht", "auch", "noch", "schon", "sehr", "gern", "gerne"]);

/** Subject and verb swapped: 'Morgen ich fahre' -> 'Morgen fahre ich'; after 'und', 'aber' ... as well. */
function verbSecond(sentence: Word[], clause: Clause, lexicon: GermanLexicon): GrammarEdit | undefined {
  const slot = verbSlot(sentence, clause, lexicon);
  if (!slot || slot.frontedEnd === undefined || slot.subject.start !== slot.frontedEnd) return undefined;
  const { subject, frontedEnd } = slot;
  // A question word before the subject: only a direct question of its own ('Wann du kommst?'), not a relative
  // clause ('alles, was du brauchst').
  const question = QUESTION_WORDS.has(sentence[clause.head]!.lower);
  if (question && !(clause.start === 0 && clause.end === sentence.length && sentence.at(-1)!.trail.includes("?")))
    return undefined;
  const verb = sentence[slot.at];
  if (!verb || slot.at >= clause.end || finiteFor(verb, subject.persons, lexicon).length === 0) return undefined;
  if (hasMarks(sentence.slice(clause.head, slot.at)) || verb.lead) return undefined;
  // A fronted noun phrase the verb agrees with may be the subject itself ('Mein Bruder er wohnt ...').
  const frontedSubject = subjectAt(sentence, clause.head, frontedEnd, lexicon);
  if (frontedSubject && finiteFor(verb, frontedSubject.persons, lexicon).length > 0) return undefined;
  const fronted = texts(sentence.slice(clause.head, frontedEnd)).join(" ");
  const fixed = [verb.text, ...texts(sentence.slice(subject.start, subject.end))];
  const said = `${fronted} ${fixed.join(" ")}`;
  return {
    start: subject.start,
    end: slot.at + 1,
    words: fixed,
    category: "word-order",
    explain: question
      ? {
          en: `in a question with '${fronted}' the verb comes second: ${said}`,
          de: `in der Frage mit '${fronted}' steht das Verb an zweiter Stelle: ${said}`,
        }
      : {
          en: `after '${fronted}' the verb comes second: ${said}`,
          de: `nach '${fronted}' steht das Verb an zweiter Stelle: ${said}`,
        },
  };
}

/** After a subordinate clause that opens the sentence, the main clause starts with its verb: 'Wenn ..., gehe ich'. */
function verbFirstAfterClause(sentence: Word[], clauses: Clause[], index: number, lexicon: GermanLexicon) {
  const [before, clause] = [clauses[index - 1], clauses[index]!];
  if (index !== 1 || !before?.subordinator || !clause.main || clause.head !== clause.start) return undefined;
  // 'Ob du willst oder nicht, ich komme': a clause of 'whether or not' leaves the main clause as it is.
  if (before.subordinator === "ob" || sentence.slice(before.start, before.end).some((w) => w.lower === "oder"))
    return undefined;
  if (!subordinateSubject(sentence, before, lexicon)) return undefined;
  const subject = subjectAt(sentence, clause.head, clause.end, lexicon);
  const verb = subject && sentence[subject.end];
  if (!subject || !verb || subject.end >= clause.end || finiteFor(verb, subject.persons, lexicon).length === 0)
    return undefined;
  if (hasMarks(sentence.slice(subject.start, subject.end)) || verb.lead) return undefined;
  const fixed = [verb.text, ...texts(sentence.slice(subject.start, subject.end))];
  return {
    start: subject.start,
    end: subject.end + 1,
    words: fixed,
    category: "word-order" as const,
    explain: {
      en: `after the clause with '${before.subordinator}' the verb comes first: ${fixed.join(" ")}`,
      de: `nach dem Nebensatz mit '${before.subordinator}' steht das Verb vorn: ${fixed.join(" ")}`,
    },
  };
}

/**
 * Whether the clause's words after the verb leave it sure that the verb is the finite one: any other verb form the
 * subject could take must be an infinitive or participle after an auxiliary or modal ('weil ich will ... arbeiten'),
 * not a verb of its own ('wenn wir essen gehen'); and 'haben' before two infinitives stays ('habe ... arbeiten
 * müssen').
 */
function surelyFinite(verb: Word, persons: Person[], after: Word[], lexicon: GermanLexicon): boolean {
  const forms = finiteFor(verb, persons, lexicon);
  const auxiliary = forms.length > 0 && forms.every((f) => AUXILIARIES_AND_MODALS.has(f.infinitive));
  const verbal = (w: Word) =>
    w.text === w.lower && (lexicon.isInfinitive(w.lower) || lexicon.participleOf(w.lower).length > 0);
  for (const word of after) {
    if (finiteFor(word, persons, lexicon).length === 0) continue;
    if (!auxiliary || !verbal(word)) return false;
  }
  const [second, last] = after.slice(-2);
  const twoInfinitives = second && last && [second, last].every((w) => lexicon.isInfinitive(w.lower));
  return !(twoInfinitives && forms.some((f) => f.infinitive === "haben" || f.infinitive === "werden"));
}

/**
 * The finite verb of a subordinate clause to its end: 'weil ich will in Deutschland arbeiten' -> 'weil ich in
 * Deutschland arbeiten will'; 'wann kommt der Bus' -> 'wann der Bus kommt'.
 */
function verbLast(sentence: Word[], clause: Clause, lexicon: GermanLexicon): GrammarEdit | undefined {
  const { subordinator, head, body, end } = clause;
  if (!subordinator) return undefined;
  if (clause.start === 0 && !/,/.test(sentence[end - 1]!.trail)) return undefined;
  if (!isPlainSpan(sentence.slice(body, end))) return undefined;
  // 'Ob du willst oder nicht': a clause joined inside by 'oder', 'und' is not read; a particle at the end belongs
  // to the verb ('dass du kommst mit': mitkommst), which the lexicon may not know.
  if (sentence.slice(body, end).some((w) => COORDINATORS.has(w.lower))) return undefined;
  if (SEPARABLE_PARTICLES.has(sentence[end - 1]!.lower)) return undefined;
  let subject = subordinateSubject(sentence, clause, lexicon);
  let at: number | undefined;
  let words: string[] | undefined;
  if (subject) {
    // The verb after the subject (and a few adverbs): 'weil ich will ...', 'weil ich heute habe ...'.
    let i = subject.end;
    while (i < end - 1 && MIDFIELD_ADVERBS.has(sentence[i]!.lower)) i++;
    const verb = sentence[i]!;
    if (i >= end - 1 || finiteFor(verb, subject.persons, lexicon).length === 0) return undefined;
    if (!surelyFinite(verb, subject.persons, sentence.slice(i + 1, end), lexicon)) return undefined;
    at = i;
    words = [...texts(sentence.slice(i + 1, end)), verb.text];
  } else if (isPureSubordinator(clause)) {
    // The verb right after the subordinator, its subject after it: 'wann kommt der Bus'.
    const verb = sentence[body];
    subject = subjectAt(sentence, body + 1, end, lexicon);
    if (!verb || !subject || finiteFor(verb, subject.persons, lexicon).length === 0) return undefined;
    if (!surelyFinite(verb, subject.persons, sentence.slice(subject.end, end), lexicon)) return undefined;
    at = body;
    words = [...texts(sentence.slice(body + 1, end)), verb.text];
  }
  if (at === undefined || !words) return undefined;
  const fixed = [...texts(sentence.slice(head, at)), ...words].join(" ");
  const after = subordinator;
  return {
    start: at,
    end,
    words,
    category: "word-order",
    explain: {
      en: `after '${after}' the verb goes to the end: ${fixed}`,
      de: `nach '${after}' steht das Verb am Ende: ${fixed}`,
    },
  };
}

export function verbPosition(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const clauses = clausesOf(sentence, lexicon);
  const edits: GrammarEdit[] = [];
  clauses.forEach((clause, index) => {
    const edit = clause.subordinator
      ? verbLast(sentence, clause, lexicon)
      : (verbFirstAfterClause(sentence, clauses, index, lexicon) ?? verbSecond(sentence, clause, lexicon));
    if (edit) edits.push(edit);
  });
  return edits;
}
