import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { willAt } from "./tense-time";
import { AUXILIARIES, endsClause, MID_ADVERBS } from "./words";

/**
 * More of tense: a state verb in the progressive ('I am knowing' -> 'I know'), and a past form with a future time
 * ('Tomorrow I went' -> 'will go').
 */
export function moreTense(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...stativeProgressive(sentence, lexicon), ...pastWithFuture(sentence, lexicon)];
}

/**
 * Verbs of state that are never progressive in standard English (unlike 'think', 'have', 'see', 'love', which
 * have action senses: 'I'm thinking about it', 'She is having a shower').
 */
const NEVER_PROGRESSIVE = new Set([
  "know",
  "want",
  "need",
  "like",
  "belong",
  "understand",
  "prefer",
  "own",
  "believe",
  "seem",
  "contain",
  "consist",
  "deserve",
  "recognise",
  "recognize",
]);

/**
 * Present 'be' forms and their person ('I was wanting to ask you' is a polite past, so the past stays alone).
 */
const BE_PERSON: Record<string, { subject?: string; person: "1s" | "3s" | "p"; past: boolean }> = {
  am: { person: "1s", past: false },
  is: { person: "3s", past: false },
  are: { person: "p", past: false },
  "i'm": { subject: "I", person: "1s", past: false },
  "he's": { subject: "he", person: "3s", past: false },
  "she's": { subject: "she", person: "3s", past: false },
  "it's": { subject: "it", person: "3s", past: false },
  "we're": { subject: "we", person: "p", past: false },
  "you're": { subject: "you", person: "p", past: false },
  "they're": { subject: "they", person: "p", past: false },
};

/** 'I am knowing the answer' -> 'I know', 'She isn't liking it' aside, 'Are you wanting a coffee?' -> 'Do you want'. */
function stativeProgressive(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((be, b) => {
    const reading = BE_PERSON[be.lower];
    if (!reading || endsClause(be)) return;
    // A question: 'Are you wanting' ('How are you liking it?' is a fixed friendly question).
    const asking = b === 0 && !reading.subject && /^(i|you|he|she|it|we|they)$/.test(sentence[1]?.lower ?? "");
    const negated = !asking && sentence[b + 1]?.lower === "not";
    const g = b + 1 + (asking || negated ? 1 : 0);
    const gerund = sentence[g];
    if (!gerund || !/^[a-z]+ing$/.test(gerund.text) || endsClause(sentence[g - 1])) return;
    const forms = lexicon.verb(gerund.lower);
    if (!forms || forms.gerund !== gerund.lower || !NEVER_PROGRESSIVE.has(forms.infinitive)) return;
    // The subject before 'be' is needed for a statement (not 'my hobby is liking ...' read oddly).
    if (!asking && !reading.subject && b === 0) return;
    if (asking && sentence[0]?.lower !== be.lower) return;
    const third = reading.person === "3s" && (asking ? /^(he|she|it)$/.test(sentence[1]!.lower) : true);
    const doForm = reading.past ? "did" : third ? "does" : "do";
    let words: string[];
    if (asking) words = [doForm.charAt(0).toUpperCase() + doForm.slice(1), sentence[1]!.text, forms.infinitive];
    else if (negated) words = [`${doForm}n't`, forms.infinitive];
    else words = [reading.past ? forms.past : third ? forms.present : forms.infinitive];
    if (reading.subject)
      words.unshift(b === 0 ? reading.subject.replace(/^./, (c) => c.toUpperCase()) : reading.subject);
    const start = asking ? 0 : b;
    const example = words.join(" ").replace(/^\w/, (c) => (words[0] === "I" ? c : c.toLowerCase()));
    edits.push({
      start,
      end: g + 1,
      words,
      category: "verb-form",
      explain: {
        en: `'${forms.infinitive}' is a state, not an action, so it takes no -ing form: ${example}`,
        de: `'${forms.infinitive}' beschreibt einen Zustand und steht nicht in der Verlaufsform: ${example}`,
      },
    });
  });
  return edits;
}

const TIME_NOUNS =
  /^(week|month|year|weekend|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
/** Verbs whose past tense may look ahead ('I wanted to go tomorrow', 'I thought you came tomorrow'). */
const LOOKS_AHEAD =
  /^(want|think|hope|plan|mean|intend|expect|say|tell|forget|promise|decide|agree|ask|arrange|book|hear|learn|read|know|believe|guess|suppose|write|need|have|be|wish|prefer|like|love|hate|offer|invite|remember|understand|see|find|feel)$/;

/** A future time at `i`: 'tomorrow (morning)', 'next week', 'tonight'; its end. */
function futureMarker(sentence: Word[], i: number): number | undefined {
  const word = sentence[i]!.lower;
  const next = sentence[i + 1]?.lower ?? "";
  if (word === "tomorrow") return /^(morning|afternoon|evening|night)$/.test(next) ? i + 2 : i + 1;
  if (word === "tonight") return i + 1;
  if (word === "next" && TIME_NOUNS.test(next) && !endsClause(sentence[i]) && sentence[i - 1]?.lower !== "the")
    return i + 2;
  return undefined;
}

/** 'Tomorrow I went to the dentist' -> 'will go', 'We visited my aunt next week' -> 'will visit'. */
function pastWithFuture(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let marker: [number, number] | undefined;
  for (let i = 0; i < sentence.length && !marker; i++) {
    const end = futureMarker(sentence, i);
    if (end !== undefined) marker = [i, end];
  }
  if (!marker || sentence.some((w) => /^(said|told|thought|if|that|would|'d|when)$/.test(w.lower))) return [];
  const [start, end] = marker;
  const subject = readSubject(sentence, start === 0 ? end : 0, lexicon, true);
  if (!subject || (start > 0 && subject.start !== 0)) return [];
  let v = subject.end;
  while (MID_ADVERBS.has(sentence[v]?.lower ?? "") && !endsClause(sentence[v])) v++;
  const verb = sentence[v];
  if (!verb || !/^[a-z]+$/.test(verb.text) || AUXILIARIES.has(verb.lower)) return [];
  if (start > 0 && (v >= start || sentence.slice(v, start).some((w) => endsClause(w)))) return [];
  // Only the one verb of a simple clause between them: 'I went home and we meet tomorrow' is two.
  const between = start > 0 ? sentence.slice(v + 1, start) : sentence.slice(v + 1);
  if (between.some((w) => /^(and|but|or|because|so|who|which|i|he|she|we|they)$/.test(w.lower))) return [];
  if (sentence[v + 1]?.lower === "to" && lexicon.tags(sentence[v + 2]?.lower ?? "").has("Infinitive")) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.past || forms.past === forms.infinitive || forms.past === forms.present) return [];
  if (LOOKS_AHEAD.test(forms.infinitive)) return [];
  const tags = lexicon.tags(verb.lower);
  if (tags.has("Adjective") || (tags.has("Noun") && !subject.pronoun)) return [];
  const when = sentence
    .slice(start, end)
    .map((w) => w.lower)
    .join(" ");
  const example = `will ${forms.infinitive}`;
  return [
    willAt(v, forms.infinitive, {
      en: `'${when}' is in the future, so use the future: ${example}`,
      de: `'${when}' liegt in der Zukunft, darum steht das Futur: ${example}`,
    }),
  ];
}
