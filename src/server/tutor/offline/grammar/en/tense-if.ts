import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { BE } from "./tense-now";
import { endsClause, SUBJECT_PRONOUNS, textOf } from "./words";

/** Openings of a condition or a time ahead before the main clause ('If', 'When', 'As soon as', 'Before'). */
const OPENERS: [RegExp, number][] = [
  [/^(if|when|once|before|after|until|unless)$/, 1],
  [/^as soon as$/, 3],
];
/** Verbs with which 'if ... will' is a later result, which English allows ('If it will help you, I'll come'). */
const RESULTS = /^(help|make|mean|save|matter|hurt|cost)$/;
/** A main clause that looks ahead: 'will', "'ll", 'going to', a modal of the future, or an imperative-like 'please'. */
const AHEAD = /^(will|won't|can|can't|must|should|shall|might|may|please)$|'ll$/;

/**
 * 'If it will rain tomorrow, we will stay at home' -> 'If it rains', 'When I will be in London, I will visit you' ->
 * 'When I am': a clause of condition or time before a future main clause takes the present (German 'wenn es regnen
 * wird'). Only at the sentence's start before a comma (not 'I don't know if she will come'), not 'if you will' (a
 * polite request: 'If you will follow me, ...'), nor a later result ('If it will help, I'll do it').
 */
export function willInCondition(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const open = openerEnd(sentence);
  if (open === undefined) return [];
  // "If I'll have time": the pronoun and 'will' in one word.
  const contracted = /^(i|you|he|she|it|we|they)'ll$/.exec(sentence[open]?.lower ?? "");
  // A pronoun after 'as soon as' is a subject too ('as' before a pronoun is usually a comparison).
  const pronoun = SUBJECT_PRONOUNS[contracted?.[1] ?? sentence[open]?.lower ?? ""];
  const subject = pronoun
    ? { start: open, end: open + (contracted ? 0 : 1), person: pronoun }
    : readSubject(sentence, open, lexicon, true);
  if (!subject || (!contracted && endsClause(sentence[subject.end - 1]))) return [];
  const will = sentence[contracted ? open : subject.end];
  const verb = sentence[contracted ? open + 1 : subject.end + 1];
  if ((!contracted && will?.lower !== "will") || !verb || endsClause(will) || !/^[a-z]+$/.test(verb.text)) return [];
  const ifYou = sentence[open - 1]!.lower === "if" && /^you\b/.test(sentence[open]!.lower);
  const forms = lexicon.verb(verb.lower);
  if (ifYou || !forms || verb.lower !== forms.infinitive || RESULTS.test(forms.infinitive)) return [];
  // The clause ends in a comma, and the main clause after it looks ahead.
  let comma = subject.end + 1;
  while (comma < sentence.length - 1 && !endsClause(sentence[comma])) comma++;
  if (!sentence[comma]!.trail.includes(",") || comma - open > 12) return [];
  let e = comma + 1;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  const main = sentence.slice(comma + 1, e + 1);
  if (!main.some((w) => AHEAD.test(w.lower)) && !imperative(main[0], lexicon)) return [];
  const present =
    forms.infinitive === "be" ? BE[subject.person] : subject.person === "3s" ? forms.present : forms.infinitive;
  const opener = sentence
    .slice(0, open)
    .map((w) => w.lower)
    .join(" ");
  const pronounText = contracted ? sentence[open]!.text.slice(0, -3) : "";
  const who = contracted ? pronounText : textOf(sentence, subject.start, subject.end);
  const example = `${opener} ${who} ${present}`.replace(/^./, (c) => c.toUpperCase());
  return [
    {
      start: contracted ? open : subject.end,
      end: contracted ? open + 2 : subject.end + 2,
      words: contracted ? [pronounText, present] : [present],
      category: "verb-form",
      explain: {
        en: `after '${opener}' about the future, English uses the present, not 'will': ${example}`,
        de: `nach '${opener}' steht für die Zukunft das Präsens, nicht 'will': ${example}`,
      },
    },
  ];
}

/** The index after an opening of a condition or time clause at the sentence's start ('If', 'As soon as'). */
function openerEnd(sentence: Word[]): number | undefined {
  for (const [pattern, length] of OPENERS) {
    const words = sentence.slice(0, length);
    if (words.length < length || words.some((w) => endsClause(w))) continue;
    if (pattern.test(words.map((w) => w.lower).join(" "))) return length;
  }
  return undefined;
}

/** A main clause that is a request: 'take an umbrella', 'call me' (a plain verb first, no subject). */
function imperative(word: Word | undefined, lexicon: EnglishLexicon): boolean {
  const forms = word && lexicon.verb(word.lower);
  return Boolean(forms && word.lower === forms.infinitive && !lexicon.tags(word.lower).has("Pronoun"));
}
