import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { pastInClause } from "./tense-clauses";
import { future } from "./tense-future";
import { willInCondition } from "./tense-if";
import { infinitiveAfter } from "./tense-infinitive";
import { lifeStage } from "./tense-life";
import { linkedPast } from "./tense-linked";
import { maybeLater } from "./tense-maybe";
import { moreTense } from "./tense-more";
import { rightNow, weatherTomorrow } from "./tense-now";
import { offered } from "./tense-offer";
import { progressive } from "./tense-progressive";
import { promised } from "./tense-promise";
import { sceneNow } from "./tense-scene";
import { storySlip } from "./tense-sequence";
import { howLong, sinceTime } from "./tense-since";
import { tenseSubject } from "./tense-subject";
import {
  BE_PAST,
  isClauseWord,
  pastClause,
  pastMarker,
  pastOf,
  pastTenseExplanation,
  toPast,
  verbAfter,
  verbGroupEnd,
} from "./tense-time";
import { AUXILIARIES, endsClause, isNoun, type Person, SUBJECT_PRONOUNS } from "./words";

/**
 * Tense: a clear past time ('yesterday', 'last week', 'two years ago', 'in 2019') takes the simple past ('Yesterday
 * I go' -> 'went', 'Have you seen it last night?' -> 'Did you see'); 'since 2018' the present perfect ('I have this
 * car since 2018' -> 'have had'); and after 'will', 'did' or a modal comes the infinitive ('didn't went' -> 'go').
 * The other files of tense: a clause linked to a past event (tense-linked), the progressive of the moment
 * (tense-progressive), 'will' for promises and predictions (tense-future), a stage of life that is over
 * (tense-life), 'maybe' with a time ahead (tense-maybe), the shared times and verb groups (tense-time).
 */
export function tense(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const past = pastTime(sentence, lexicon);
  return [
    ...(past.length > 0 ? past : pastInClause(sentence, lexicon)),
    ...(past.length > 0 ? [] : lifeStage(sentence, lexicon)),
    ...linkedPast(sentence, lexicon),
    ...storySlip(sentence, lexicon),
    ...sinceTime(sentence, lexicon),
    ...howLong(sentence, lexicon),
    ...rightNow(sentence, lexicon),
    ...weatherTomorrow(sentence),
    ...infinitiveAfter(sentence, lexicon),
    ...moreTense(sentence, lexicon),
    ...progressive(sentence, lexicon),
    ...sceneNow(sentence, lexicon),
    ...future(sentence, lexicon),
    ...promised(sentence, lexicon),
    ...maybeLater(sentence, lexicon),
    ...willInCondition(sentence, lexicon),
    ...offered(sentence, lexicon),
  ];
}

/** 'Yesterday I go' -> 'went', 'My train arrives late yesterday' -> 'arrived', 'Have you seen it last night?'. */
function pastTime(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let marker: [number, number] | undefined;
  for (let i = 0; i < sentence.length && !marker; i++) {
    const end = pastMarker(sentence, i, lexicon);
    if (end !== undefined) marker = [i, end];
  }
  const clauseEnd = pastClause(sentence, lexicon);
  if (clauseEnd !== undefined) marker = [0, clauseEnd];
  // 'When have you arrived?': 'when' asks for a finished time, so it takes the past tense as a time does.
  if (!marker && sentence[0]?.lower === "when" && /^(have|has)$/.test(sentence[1]?.lower ?? "")) {
    const question = askedInPerfect(sentence, sentence.length, lexicon);
    if (!question) return [];
    const explain = {
      en: `'when' asks for a finished time, so use the past tense: ${question.example}`,
      de: `'when' fragt nach einem abgeschlossenen Zeitpunkt, darum steht die Vergangenheit: ${question.example}`,
    };
    return [{ ...question, category: "verb-form", explain }];
  }
  if (!marker) return [];
  const [start, end] = marker;
  const explain = pastTenseExplanation(sentence, start, end);

  const question = askedInPerfect(sentence, start, lexicon);
  if (question) return [{ ...question, category: "verb-form", explain: explain(question.example) }];

  // The clause the time belongs to: after it when it comes first, else the sentence's first clause before it.
  const s = start === 0 ? end : 0;
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  // 'When I was a child, I remember ...', '..., now I live in Berlin': the main clause speaks of the present.
  if (clauseEnd !== undefined && stillNow(sentence, v, lexicon)) return [];
  if (start > 0) {
    // Between the verb and the time: no other verb, no other clause ('I know that he left yesterday').
    const group = verbGroupEnd(sentence, v, lexicon);
    const between = sentence.slice(group, start);
    if (v >= start || group > start || sentence.slice(v, start - 1).some((w) => endsClause(w))) return [];
    if (between.some((w) => isClauseWord(w, lexicon))) return [];
  }
  const past = toPast(sentence, v, subject, lexicon);
  if (!past) return [];
  const who = phrase(sentence, subject.start, subject.end, lexicon);
  return [
    {
      start: v,
      end: past.end,
      words: past.words,
      category: "verb-form",
      explain: explain(`${who} ${past.words.join(" ")}`),
    },
  ];
}

/** A clause at `v` that speaks of now: 'I remember', 'I still ...', 'now', 'today'. */
function stillNow(sentence: Word[], v: number, lexicon: EnglishLexicon): boolean {
  if (/^(remember|recall)$/.test(lexicon.verb(sentence[v]?.lower ?? "")?.infinitive ?? "")) return true;
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  return sentence
    .slice(0, e + 1)
    .some((w) => /^(now|today|still|nowadays|anymore|currently)$/.test(w.lower) || w.lower === "these");
}

/** The auxiliary's place in a question: after 'what time', 'which film', 'how many people', 'why' ... or first. */
function questionStart(sentence: Word[], lexicon: EnglishLexicon): number {
  const first = sentence[0]?.lower ?? "";
  if (!/^(what|where|when|why|who|which|how|whose)$/.test(first) || endsClause(sentence[0])) return 0;
  const second = sentence[1]?.lower ?? "";
  if (first === "how" && /^(many|much|often|long)$/.test(second)) {
    const noun = sentence[2];
    return noun && !endsClause(sentence[1]) && !AUXILIARIES.has(noun.lower) && isNoun(lexicon, noun.lower) ? 3 : 2;
  }
  if (/^(what|which|whose)$/.test(first) && !AUXILIARIES.has(second) && isNoun(lexicon, second)) {
    const tags = lexicon.tags(second);
    if (!tags.has("Verb") || tags.has("Singular") || /^(time|day|year)$/.test(second)) return 2;
  }
  return 1;
}

/** Present auxiliaries in a question and their past: 'do' -> 'did', "isn't" -> "wasn't". */
const AUX_PAST: Record<string, (person: Person) => string> = {
  do: () => "did",
  does: () => "did",
  "don't": () => "didn't",
  "doesn't": () => "didn't",
  is: (p) => BE_PAST[p],
  are: (p) => BE_PAST[p],
  am: (p) => BE_PAST[p],
  "isn't": (p) => `${BE_PAST[p]}n't`,
  "aren't": (p) => `${BE_PAST[p]}n't`,
};

/**
 * 'Have you seen the film last night?' -> 'Did you see', 'Do you go there yesterday?' -> 'Did you go', 'What have
 * you done last weekend?' -> 'What did you do', 'Where have you been yesterday?' -> 'Where were you'.
 */
function askedInPerfect(
  sentence: Word[],
  markerStart: number,
  lexicon: EnglishLexicon,
): { start: number; end: number; words: string[]; example: string } | undefined {
  // The auxiliary first, or after a question word ('What time do you ...', 'How many people have ...').
  const q = questionStart(sentence, lexicon);
  const aux = sentence[q];
  if (!aux || markerStart <= q) return undefined;
  if (!sentence.at(-1)?.trail.includes("?") || endsClause(sentence[0]) || endsClause(aux)) return undefined;
  if (!/^(have|has|haven't|hasn't)$/.test(aux.lower) && !AUX_PAST[aux.lower])
    return q > 0 ? askedSubjectVerb(sentence, q, markerStart, lexicon) : undefined;
  // The subject: a pronoun, or a noun phrase or name ('Has your brother finished school last year?').
  let pronoun = SUBJECT_PRONOUNS[sentence[q + 1]?.lower ?? ""];
  let after = q + 2;
  if (!pronoun) {
    const read = readSubject(sentence, q + 1, lexicon, true);
    if (!read || endsClause(sentence[read.end - 1]) || read.end >= markerStart) return undefined;
    pronoun = read.person;
    after = read.end;
  }
  // 'Is the woman who called yesterday your sister?': the time belongs to another clause.
  if (sentence.slice(after, markerStart).some((w) => /^(who|which|that|when|because|if|where)$/.test(w.lower)))
    return undefined;
  const subjectWords = sentence.slice(q + 1, after).map((w) => w.text);
  const subject = subjectWords.join(" ");
  const cap = (w: string) => (q === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w);
  const auxPast = AUX_PAST[aux.lower];
  if (auxPast) {
    const past = auxPast(pronoun);
    return { start: q, end: q + 1, words: [cap(past)], example: `${past} ${subject}` };
  }
  const not = aux.lower.endsWith("n't") ? "n't" : "";
  const participle = sentence[after];
  const forms = participle && lexicon.verb(participle.lower);
  if (participle?.lower === "been") {
    // 'Where have you been yesterday?' -> 'Where were you'; 'have you been living' stays unsure.
    const next = sentence[after + 1];
    if (next && lexicon.tags(next.lower).has("Gerund")) return undefined;
    const be = BE_PAST[pronoun] + not;
    return { start: q, end: after + 1, words: [cap(be), ...subjectWords], example: `${be} ${subject}` };
  }
  if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return undefined;
  return {
    start: q,
    end: after + 1,
    words: [cap(`did${not}`), ...subjectWords, forms.infinitive],
    example: `did${not} ${subject} ${forms.infinitive}`,
  };
}

/**
 * 'Who calls you yesterday?' -> 'called', 'How many people come to your party last Saturday?' -> 'came': the question
 * word is the subject, and the verb after it is present.
 */
function askedSubjectVerb(
  sentence: Word[],
  v: number,
  markerStart: number,
  lexicon: EnglishLexicon,
): { start: number; end: number; words: string[]; example: string } | undefined {
  const first = sentence[0]!.lower;
  if (!(first === "who" && v === 1) && !(first === "how" && v === 3) && !(/^(what|which)$/.test(first) && v <= 2))
    return undefined;
  const verb = sentence[v]!;
  const forms = lexicon.verb(verb.lower);
  if (!forms || !/^[a-z]+$/.test(verb.text) || forms.past === verb.lower || AUXILIARIES.has(verb.lower))
    return undefined;
  // 'who' and a singular noun take '-s'; 'how many people' the plain form.
  if (verb.lower !== (first === "how" ? forms.infinitive : forms.present)) return undefined;
  if (sentence.slice(v + 1, markerStart).some((w) => isClauseWord(w, lexicon) || endsClause(w))) return undefined;
  const who = sentence
    .slice(0, v)
    .map((w, k) => (k === 0 ? w.lower : w.text))
    .join(" ");
  return { start: v, end: v + 1, words: [pastOf(forms)], example: `${who} ${pastOf(forms)}` };
}
