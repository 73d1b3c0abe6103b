import { isCapitalised } from "../../letters";
import type { GermanLexicon, Person } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";
import { blocked } from "./agreement-blockers";
import { explainAgreement } from "./agreement-explain";
import { agrees, conjugated, type FiniteVerb, finiteVerb } from "./agreement-verb";
import {
  ANY_QUESTION_WORD,
  determiner,
  FRONT_ADVERBS,
  OBJECT_PRONOUNS,
  RELATIVE_OR_INFINITIVE,
  SUBJECT_PRONOUNS,
} from "./agreement-words";
import { nounPhraseAt, type Subject, subjectAt } from "./subject-phrase";
import { COORDINATORS, PREPOSITIONS_OR_CONTRACTIONS, QUANTIFIERS, SUBORDINATORS, SUBORDINATORS_OR_NOT } from "./words";

/**
 * Subject-verb agreement (German): the finite verb takes its subject's person and number ('Mein Nachbar arbeiten'
 * -> arbeitet, 'Ich bist' -> bin, 'Darfst man' -> Darf, 'Die Nachbarn feiert' -> feiern), in main clauses (subject
 * first, verb first, or after a fronted phrase: 'Heute sind wir') and in subordinate clauses (verb last). The verb's
 * other forms come from the lexicon, in the tense the learner wrote. It stays silent where the subject is unsure:
 * 'sie' (she, they or you), a noun that is singular and plural alike, a phrase that may be an object
 * ('Die Kinder holt mein Mann ab').
 */
export function agreement(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  let previous: ClauseKind | undefined;
  for (const [start, end] of segments(sentence)) {
    previous = checkSegment({ sentence, lexicon, edits }, start, end, previous);
  }
  return edits;
}

type ClauseKind = "main" | "subordinate" | "other";

interface Context {
  sentence: Word[];
  lexicon: GermanLexicon;
  edits: GrammarEdit[];
}

/** Verbs whose noun after them may be their complement, not their subject ('Das ist mein Bruder'). */
const COPULAS = new Set(["sein", "werden", "bleiben", "heißen"]);
/** Finite forms that are more often other words before a verb ('Wie lange wartest du?'). */
const NOT_VERBS = new Set(["lange", "bitte"]);

/** The parts of a sentence between commas, semicolons, colons and dashes. */
function segments(sentence: Word[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  sentence.forEach((word, i) => {
    const dash = /^[-–—]$/.test(word.text);
    if (dash || /[,;:]/.test(word.trail) || i === sentence.length - 1) {
      if (i + (dash ? 0 : 1) > start) ranges.push([start, i + (dash ? 0 : 1)]);
      start = i + 1;
    }
  });
  return ranges;
}

function checkSegment(context: Context, start: number, end: number, previous?: ClauseKind): ClauseKind {
  const { sentence } = context;
  const first = sentence[start]!.lower;
  const closedByComma = end < sentence.length;
  if (COORDINATORS.has(first) && start + 1 < end) return checkMain(context, start + 1, end, false);
  if (SUBORDINATORS.has(first) || (SUBORDINATORS_OR_NOT.has(first) && closedByComma)) {
    checkSubordinate(context, start + 1, end);
    return "subordinate";
  }
  if (start > 0) {
    // After a comma: an indirect question, a relative or an infinitive clause ('..., mit dem ich ...').
    if (ANY_QUESTION_WORD.has(first)) {
      checkSubordinate(context, start + 1, end);
      return "subordinate";
    }
    const next = sentence[start + 1]?.lower ?? "";
    if (
      RELATIVE_OR_INFINITIVE.has(first) ||
      (PREPOSITIONS_OR_CONTRACTIONS.has(first) && RELATIVE_OR_INFINITIVE.has(next))
    ) {
      return "other";
    }
  }
  // A main clause: at the start, after a subordinate clause ('Wenn ..., komme ich'), or after a comma.
  return checkMain(context, start, end, start === 0 || previous === "subordinate");
}

/** A main clause from `start`: its subject and finite verb, then a clause joined by 'und', 'aber' ... after it. */
function checkMain(context: Context, start: number, end: number, verbFirstNouns: boolean): ClauseKind {
  const { sentence, lexicon } = context;
  const clause = sentence.slice(start, end);
  let verbIndex: number | undefined;
  const subject = subjectAt(sentence, start, end, lexicon);
  if (subject && subject.end < end) {
    const verb = verbAfterSubject(context, subject, end);
    if (verb) {
      verbIndex = subject.end;
      const outcome = check(context, subject, verbIndex, verb, [verbIndex + 1, end]);
      // A phrase before the verb that is no subject after all ('Die Kinder sehe ich'): the subject follows.
      if (outcome !== "other-subject") return joinedClause(context, verbIndex, end);
    }
  }
  // The verb first ('Darfst man ...?'), or after a phrase that is no subject ('Heute sind wir ...').
  const v = verbIndex ?? firstVerb(sentence, start, end, lexicon);
  if (v === undefined) return "main";
  const verb = finiteVerb(sentence[v]!.text, clause, lexicon);
  if (!verb || (v > start && verbIndex === undefined && !frontedPhrase(sentence, start, v))) {
    return joinedClause(context, v, end);
  }
  const after = subjectAfterVerb(context, v, end, verb, verbFirstNouns || (v > start && verbIndex === undefined));
  if (after) check(context, after, v, verb, [after.end, end]);
  return joinedClause(context, v, end);
}

/** A clause joined to the one just read by 'und', 'aber', 'oder' ... ('Ich koche und er spült'). */
function joinedClause(context: Context, verbIndex: number, end: number): ClauseKind {
  for (let k = verbIndex + 1; k < end - 1; k++) {
    if (COORDINATORS.has(context.sentence[k]!.lower)) return checkMain(context, k + 1, end, false);
  }
  return "main";
}

/**
 * The finite verb right after a subject. A verb the word pass took for a noun ('Der Zug Fahrt um acht ab') counts
 * when the clause has no other verb for the subject.
 */
function verbAfterSubject(context: Context, subject: Subject, end: number): FiniteVerb | undefined {
  const { sentence, lexicon } = context;
  const word = sentence[subject.end]!;
  const clause = sentence.slice(subject.start, end);
  if (sentence[subject.end - 1]!.trail) return undefined;
  if (!isCapitalised(word.text)) return finiteVerb(word.text, clause, lexicon);
  if (!lexicon.isNoun(word.text) || !lexicon.finite(word.lower).length) return undefined;
  const otherVerb = sentence
    .slice(subject.end + 1, end)
    .some((w) => !isCapitalised(w.text) && lexicon.finite(w.lower).length);
  return otherVerb ? undefined : finiteVerb(word.lower, clause, lexicon);
}

/** The first word of a clause that is a finite verb (not a determiner like 'meine', not after 'zu'). */
function firstVerb(sentence: Word[], start: number, end: number, lexicon: GermanLexicon): number | undefined {
  for (let i = start; i < end; i++) {
    const word = sentence[i]!;
    if (isCapitalised(word.text) && i > 0) continue;
    if (determiner(word.lower) || QUANTIFIERS.has(word.lower) || NOT_VERBS.has(word.lower)) continue;
    if (sentence[i - 1]?.lower === "zu") continue;
    if (word.lower in SUBJECT_PRONOUNS) continue;
    if (finiteVerb(word.text, sentence.slice(start, end), lexicon)) return i;
  }
  return undefined;
}

/**
 * Whether the words before a verb are a phrase that is no subject: an adverb ('Heute'), a question word ('Wo',
 * 'Welche Sprache'), a phrase with a preposition ('Am Samstag'), an object ('Den Film', 'Mir').
 */
function frontedPhrase(sentence: Word[], start: number, verb: number): boolean {
  const first = sentence[start]!.lower;
  // A subject before the verb as well ('In Berlin es gibt ...'): the verb's place is wrong, not its form.
  if (sentence.slice(start, verb).some((w) => w.lower in SUBJECT_PRONOUNS)) return false;
  if (PREPOSITIONS_OR_CONTRACTIONS.has(first) || ANY_QUESTION_WORD.has(first)) return true;
  if (verb === start + 1 && OBJECT_PRONOUNS.has(first)) return true;
  const article = determiner(first);
  if (article && !article.slots.some((s) => s.endsWith("NOM"))) return true;
  return sentence.slice(start, verb).every((w) => FRONT_ADVERBS.has(w.lower));
}

/** The subject right after a verb: a pronoun that is surely one ('Fährst du'), or a noun phrase where allowed. */
function subjectAfterVerb(
  context: Context,
  v: number,
  end: number,
  verb: FiniteVerb,
  nouns: boolean,
): Subject | undefined {
  const { sentence, lexicon } = context;
  const word = sentence[v + 1];
  if (!word || sentence[v]!.trail) return undefined;
  // 'es' and 'sie' after a verb may be its object ('Dann kaufen es die Kinder').
  const pronoun = word.lower === "es" || word.lower === "sie" ? undefined : SUBJECT_PRONOUNS[word.lower];
  const phrase = nounPhraseAt(sentence, v + 1, end, lexicon);
  if (pronoun && !phrase) {
    return { start: v + 1, end: v + 2, kind: "pronoun", ...pronoun, unsure: word.lower === "ihr" };
  }
  if (!nouns || verb.readings.some((r) => COPULAS.has(r.infinitive))) return undefined;
  const subject = subjectAt(sentence, v + 1, end, lexicon);
  // After the verb, nouns joined by 'und' may take a singular verb ('Kommt dein Bruder und deine Schwester?').
  return subject?.kind === "noun" ? subject : undefined;
}

type Outcome = "agrees" | "fixed" | "unsure" | "other-subject";

/** Puts the verb in the subject's person where it has none of the persons the subject takes. */
function check(
  context: Context,
  subject: Subject,
  v: number,
  verb: FiniteVerb,
  /** The words where another subject of the verb could stand. */
  rest: [number, number],
): Outcome {
  const { sentence, lexicon, edits } = context;
  const persons: Person[] =
    sentence[subject.start]!.lower === "es" && verb.readings.some((r) => r.infinitive === "geben")
      ? ["3S"] // 'es gibt', never 'es geben'
      : subject.persons;
  if (agrees(verb, persons)) {
    // A form the lexicon knows only with its umlaut ('du fahrst'): the umlaut is what agrees.
    if (verb.form === sentence[v]!.lower) return "agrees";
    edits.push(verbEdit(sentence, subject, v, verb.form));
    return "fixed";
  }
  if (!subject.target) return "unsure";
  // A phrase that may be an object, or 'ihr' that may be 'her': another subject of this verb makes it unsure.
  const thirdPerson = verb.readings.some((r) => r.person.startsWith("3"));
  if (subject.unsure && (subject.kind !== "pronoun" || thirdPerson)) {
    if (blocked(sentence, rest[0], rest[1], verb, lexicon)) return "other-subject";
  }
  const form = conjugated(verb, subject.target, lexicon);
  if (!form) return "unsure";
  edits.push(verbEdit(sentence, subject, v, form));
  return "fixed";
}

function verbEdit(sentence: Word[], subject: Subject, v: number, form: string): GrammarEdit {
  const written = v === 0 ? form.charAt(0).toLocaleUpperCase() + form.slice(1) : form;
  return {
    start: v,
    end: v + 1,
    words: [written],
    category: "verb-form",
    explain: explainAgreement(sentence, subject, form),
  };
}

/** A subordinate clause from after its conjunction: the subject first, the finite verb last. */
function checkSubordinate(context: Context, start: number, end: number): void {
  const { sentence, lexicon } = context;
  const subject = subjectAt(sentence, start, end, lexicon);
  const v = end - 1;
  if (!subject || subject.end > v || sentence[v - 1]?.lower === "zu") return;
  const last = sentence[v]!;
  if (isCapitalised(last.text)) return;
  const clause = sentence.slice(start, end);
  // Another finite form before the last word: the learner's verb may stand in the wrong place ('weil ich kann ...').
  if (
    sentence
      .slice(subject.end, v)
      .some((w) => !isCapitalised(w.text) && !determiner(w.lower) && lexicon.finite(w.lower).length)
  )
    return;
  const verb = finiteVerb(last.text, clause, lexicon);
  if (verb) check(context, subject, v, verb, [subject.end, v]);
}
