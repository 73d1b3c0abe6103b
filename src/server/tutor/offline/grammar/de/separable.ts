import { capitalise } from "../../letters";
import { type GermanLexicon, PERSONS, SEPARABLE_PARTICLES } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";
import { verbSlot } from "./clause-main";
import { finiteFor, hasMarks, isPlainSpan, subjectAt } from "./clause-phrases";
import { type Clause, clausesOf, subordinateSubject } from "./clause-split";
import { DETERMINER_LIKE } from "./noun-determiner";
import { joinedSeparable, joinWith, takesParticle } from "./separable-forms";

/**
 * Separable verbs (anrufen, einkaufen, fernsehen): in a main clause the particle goes to the clause's end ('Ich
 * rufe meine Mutter an'); in a subordinate clause the verb is last and one word ('wenn du ankommst'); the
 * zu-infinitive is one word ('anzurufen').
 */

const isLower = (word: Word | undefined) => word !== undefined && word.text === word.lower;

/** 'Ich anrufe meine Mutter' -> 'Ich rufe meine Mutter an'; 'Teilnimmst du ...?' -> 'Nimmst du ... teil?'. */
function splitInMainClause(sentence: Word[], clause: Clause, lexicon: GermanLexicon): GrammarEdit | undefined {
  const slot = verbSlot(sentence, clause, lexicon);
  if (!slot) return undefined;
  const verb = sentence[slot.at]!;
  const first = slot.at === 0;
  if (!first && !isLower(verb)) return undefined;
  const joined = joinedSeparable(verb.lower, slot.subject.persons, sentence[clause.end - 1]!.lower, lexicon);
  if (!joined) return undefined;
  const rest = sentence.slice(slot.at + 1, clause.end);
  // Another verb in the clause ('Wir einkaufen gehen') makes the reading unsure.
  if (!isPlainSpan(sentence.slice(slot.at, clause.end))) return undefined;
  if (rest.some((w) => isLower(w) && (lexicon.isInfinitive(w.lower) || lexicon.participleOf(w.lower).length > 0)))
    return undefined;
  const moved = first ? capitalise(joined.verb) : joined.verb;
  return {
    start: slot.at,
    end: clause.end,
    words: [moved, ...rest.map((w) => w.text), joined.particle],
    category: "word-order",
    explain: {
      en: `in a main clause the prefix of '${joined.infinitive}' goes to the end: ${joined.verb} ... ${joined.particle}`,
      de: `im Hauptsatz steht die Vorsilbe von '${joined.infinitive}' am Ende: ${joined.verb} ... ${joined.particle}`,
    },
  };
}

const joinedExplain = (subordinator: string, joined: string) => ({
  en: `after '${subordinator}' the verb goes to the end, in one word: ${joined}`,
  de: `nach '${subordinator}' steht das Verb am Ende, in einem Wort: ${joined}`,
});

/** 'wenn du kommst an' -> 'wenn du ankommst'; 'wann mein Mann zurück kommt' -> 'zurückkommt'. */
function joinInSubordinateClause(sentence: Word[], clause: Clause, lexicon: GermanLexicon): GrammarEdit | undefined {
  const { subordinator, body, end } = clause;
  if (!subordinator || end - body < 2) return undefined;
  if (clause.start === 0 && !/,/.test(sentence[end - 1]!.trail)) return undefined;
  const last = sentence[end - 1]!;
  const before = sentence[end - 2]!;
  if (!isLower(last) || !isPlainSpan(sentence.slice(body, end))) return undefined;
  const subject = subordinateSubject(sentence, clause, lexicon) ?? subjectAt(sentence, body + 1, end, lexicon);
  if (!subject) return undefined;
  // The particle right before the verb: only the space is wrong.
  const together = isLower(before) ? joinWith(last.lower, before.lower, lexicon) : undefined;
  if (together && finiteFor(last, subject.persons, lexicon).length > 0) {
    return {
      start: end - 2,
      end,
      words: [together.joined],
      category: "word-order",
      explain: joinedExplain(subordinator, together.joined),
    };
  }
  // The verb split as in a main clause, its particle last: the verb joins it there.
  for (let i = body; i < end - 1; i++) {
    const word = sentence[i]!;
    if (i >= subject.start && i < subject.end) continue;
    if (finiteFor(word, subject.persons, lexicon).length === 0) continue;
    const join = joinWith(word.lower, last.lower, lexicon);
    if (!join) continue;
    return {
      start: i,
      end,
      words: [...sentence.slice(i + 1, end - 1).map((w) => w.text), join.joined],
      category: "word-order",
      explain: joinedExplain(subordinator, join.joined),
    };
  }
  return undefined;
}

/**
 * A particle written with a capital inside the sentence, as the spelling pass leaves 'teil' ('am Kurs Teil zu
 * nehmen'): not after an article or adjective, where it is a noun ('ein Fest zu feiern').
 */
function isCapitalisedParticle(sentence: Word[], i: number): boolean {
  const [before, word] = [sentence[i - 1], sentence[i]!];
  if (!before || !SEPARABLE_PARTICLES.has(word.lower) || word.text !== capitalise(word.lower)) return false;
  return !DETERMINER_LIKE.has(before.lower) && !/(e|en|er|es|em)$/.test(before.lower);
}

/** 'an zu rufen' -> 'anzurufen', unless the particle belongs to a verb before it ('Ich fange an zu lernen'). */
function joinZuInfinitives(sentence: Word[], clauses: Clause[], lexicon: GermanLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const clause of clauses) {
    for (let i = clause.start; i + 2 < clause.end; i++) {
      const [particle, zu, infinitive] = [sentence[i]!, sentence[i + 1]!, sentence[i + 2]!];
      if (zu.lower !== "zu" || ![zu, infinitive].every(isLower) || hasMarks([particle, zu])) continue;
      if (!isLower(particle) && !isCapitalisedParticle(sentence, i)) continue;
      if (infinitive.lead || zu.lead) continue;
      const joined = `${particle.lower}zu${infinitive.lower}`;
      if (lexicon.zuInfinitiveOf(joined) !== particle.lower + infinitive.lower) continue;
      const earlier = sentence.slice(clause.start, i);
      if (earlier.some((w) => takesParticle(w.lower, particle.lower, lexicon))) continue;
      // 'um zu' is mostly 'in order to' ('..., um zu fragen', 'Ich lerne Deutsch um zu arbeiten'): it is umziehen's
      // zu-infinitive only inside an infinitive clause that does not open with it ('..., in eine Wohnung um zu ziehen').
      if (particle.lower === "um" && (i === clause.head || earlier.some((w) => finiteFor(w, PERSONS, lexicon).length)))
        continue;
      edits.push({
        start: i,
        end: i + 3,
        words: [joined],
        category: "word-order",
        explain: { en: `the zu-infinitive is one word: ${joined}`, de: `der zu-Infinitiv ist ein Wort: ${joined}` },
      });
    }
  }
  return edits;
}

export function separableVerbs(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const clauses = clausesOf(sentence, lexicon);
  const edits: GrammarEdit[] = joinZuInfinitives(sentence, clauses, lexicon);
  for (const clause of clauses) {
    const edit = clause.subordinator
      ? joinInSubordinateClause(sentence, clause, lexicon)
      : splitInMainClause(sentence, clause, lexicon);
    if (edit) edits.push(edit);
  }
  return edits;
}
