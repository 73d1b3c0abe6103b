import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject, type Subject } from "./subject";
import { tenseSubject } from "./tense-subject";
import { BE_PAST, isClauseWord, pastMarker, pastTenseExplanation, toPast, verbAfter, verbGroupEnd } from "./tense-time";
import { endsClause } from "./words";

/**
 * A past time in any clause of the sentence, not only the first: 'I was tired, so I go to bed early last night',
 * 'Because it rains yesterday, we stayed in', 'Two hours ago the storm destroys our fence', 'Last autumn I've
 * started a course', 'We missed the bus and walk home yesterday'. The clause is the stretch between commas and
 * joining words around the time; its subject stands at the clause's start or right after a fronted time.
 */
export function pastInClause(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const marker = findMarker(sentence, lexicon);
  if (!marker) return [];
  const [start, end] = marker;
  let b = start;
  while (b > 0 && !endsClause(sentence[b - 1]) && !JOINERS.test(sentence[b - 1]!.lower)) b--;
  const fronted = b === start;
  const s = fronted ? end : b;
  const clauseEnd = endOfClause(sentence, s);
  const explain = pastTenseExplanation(sentence, start, end);
  const contracted = contractedPerfect(sentence, s, lexicon);
  if (contracted) {
    if (!fronted && !plainUpTo(sentence, s + 2, start, lexicon)) return [];
    const example = [contracted[0] === "I" ? "I" : contracted[0]!.toLowerCase(), contracted[1]].join(" ");
    return [{ start: s, end: s + 2, words: contracted, category: "verb-form", explain: explain(example) }];
  }
  const subject = tenseSubject(sentence, s, lexicon, true) ?? sharedSubject(sentence, s, lexicon);
  if (!subject) return [];
  const v = subject.end === s ? s : verbAfter(sentence, subject);
  if (v > clauseEnd || (!fronted && v >= start)) return [];
  if (!fronted && !plainUpTo(sentence, verbGroupEnd(sentence, v, lexicon), start, lexicon)) return [];
  if (!fronted && sentence.slice(v, start - 1).some((w) => endsClause(w))) return [];
  const past = toPast(sentence, v, subject, lexicon);
  if (!past) return [];
  const who = subject.end === s ? "" : `${phrase(sentence, subject.start, subject.end, lexicon)} `;
  return [
    {
      start: v,
      end: past.end,
      words: past.words,
      category: "verb-form",
      explain: explain(`${who}${past.words.join(" ")}`),
    },
  ];
}

/** Words that start a clause of their own, whose subject follows them. */
const JOINERS = /^(and|but|so|because|although|though|while|when|as)$/;
const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** The first past time: one of tense's, or a past year after 'of' or a month ('in the summer of 2019', 'May 2019'). */
function findMarker(sentence: Word[], lexicon: EnglishLexicon): [number, number] | undefined {
  for (let i = 0; i < sentence.length; i++) {
    const end = pastMarker(sentence, i, lexicon);
    if (end !== undefined) return [i, end];
    const year = sentence[i + 1];
    if (!year || endsClause(sentence[i]) || !/^\d{4}$/.test(year.text)) continue;
    const value = Number(year.text);
    if (value <= 1000 || value >= new Date().getFullYear()) continue;
    if (sentence[i]!.lower === "of" || MONTHS.test(sentence[i]!.lower)) {
      // Back to the phrase's 'in': 'in the summer of 2019', 'in May 2019'.
      let k = i;
      while (k > 0 && k > i - 4 && sentence[k]!.lower !== "in" && !endsClause(sentence[k - 1])) k--;
      if (sentence[k]?.lower === "in") return [k, i + 2];
    }
  }
  return undefined;
}

function endOfClause(sentence: Word[], s: number): number {
  let e = s;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  return e;
}

/** No other clause between the verb group's end and the time ('I know that he left yesterday' is two). */
function plainUpTo(sentence: Word[], from: number, to: number, lexicon: EnglishLexicon): boolean {
  if (from > to) return false;
  return !sentence.slice(from, to).some((w) => isClauseWord(w, lexicon) || endsClause(w));
}

/**
 * 'I've started', 'she's forgotten': a contracted perfect. 'She's' is also 'she is' ('she's tired'), so only a
 * participle that differs from the past ('forgotten', 'seen', 'been') reads as 'has'.
 */
function contractedPerfect(sentence: Word[], s: number, lexicon: EnglishLexicon): string[] | undefined {
  const contraction = /^(i|you|we|they|he|she|it)('ve|'s)$/.exec(sentence[s]?.lower ?? "");
  const participle = sentence[s + 1];
  if (!contraction || !participle || endsClause(sentence[s]) || !/^[a-z]+$/.test(participle.text)) return undefined;
  const forms = lexicon.verb(participle.lower);
  if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return undefined;
  if (contraction[2] === "'s" && (forms.past === participle.lower || participle.lower === "got")) return undefined;
  const pronoun = contraction[1] === "i" ? "I" : contraction[1]!;
  const who = sentence[s]!.text.startsWith("I") || s > 0 ? pronoun : pronoun.replace(/^./, (c) => c.toUpperCase());
  const third = contraction[2] === "'s";
  // 'we've been to Italy' is a visit: 'we went to Italy'.
  const visit = forms.infinitive === "be" && sentence[s + 2]?.lower === "to" && !endsClause(participle);
  const past = visit ? "went" : forms.infinitive === "be" ? BE_PAST[third || pronoun === "I" ? "3s" : "p"] : forms.past;
  return [who, past];
}

/**
 * 'We missed the bus and walk home yesterday': a second verb sharing the first clause's subject, whose verb is in
 * the past already. A word that is also a noun counts only before an object ('and milk yesterday' is a thing).
 */
function sharedSubject(sentence: Word[], s: number, lexicon: EnglishLexicon): Subject | undefined {
  const joiner = sentence[s - 1]?.lower;
  const verb = sentence[s];
  if (!verb || (joiner !== "and" && joiner !== "but") || endsClause(sentence[s - 2])) return undefined;
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || endsClause(verb)) return undefined;
  const tags = lexicon.tags(verb.lower);
  if (tags.has("Adjective")) return undefined;
  if (
    tags.has("Noun") &&
    !/^(the|a|an|my|your|his|her|our|their|home|me|him|us|them|back)$/.test(sentence[s + 1]?.lower ?? "")
  )
    return undefined;
  const first = readSubject(sentence, 0, lexicon, true);
  if (!first) return undefined;
  const firstVerb = sentence[verbAfter(sentence, first)];
  const firstForms = firstVerb && lexicon.verb(firstVerb.lower);
  if (!firstForms || firstVerb.lower !== firstForms.past || firstForms.past === firstForms.infinitive) return undefined;
  // Only the first clause between: no comma, no other joining word.
  if (sentence.slice(first.end, s - 1).some((w) => endsClause(w) || (isClauseWord(w, lexicon) && w !== firstVerb)))
    return undefined;
  return { start: s, end: s, person: first.person, pronoun: first.pronoun };
}
