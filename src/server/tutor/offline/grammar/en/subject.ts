import type { Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { CLAUSE_OPENERS, COLLECTIVE_NOUNS, endsClause, type Person, readNounPhrase, SUBJECT_PRONOUNS } from "./words";

/** A clause's subject as the English rules read it: where it stands and its person and number. */
export interface Subject {
  start: number;
  end: number;
  person: Person;
  /** A personal pronoun (a verb after it is sure to be the finite verb). */
  pronoun: boolean;
}

/** Words before a pronoun that make it part of a larger subject or an inverted clause ('Tom and he', 'than he'). */
const NOT_BEFORE_SUBJECT = new Set(["and", "or", "nor", "than", "as", "like", "let", "make", "help"]);
/** Indefinite pronouns that take a singular verb ('everyone is'). */
const INDEFINITE = new Set(["everyone", "everybody", "someone", "somebody", "nobody", "anyone", "anybody"]);
const ROLE_WORDS = new Set(["each", "one", "neither", "either"]);

/** Where a clause may start: the sentence's start, after a comma, or after a joining word. */
export function startsClause(sentence: Word[], i: number): boolean {
  const before = sentence[i - 1];
  return !before || endsClause(before) || CLAUSE_OPENERS.has(before.lower);
}

/** A name: capitalised words ('Anna', 'Tom Baker'), the sentence's first only if compromise knows it as a name. */
function nameEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i];
  if (!word || word.lower === "i" || !/^\p{Lu}\p{Ll}+$/u.test(word.text)) return undefined;
  if (i === 0 && !lexicon.tags(word.lower).has("Person") && !lexicon.tags(word.lower).has("FirstName"))
    return undefined;
  let end = i + 1;
  while (end < sentence.length && !endsClause(sentence[end - 1]) && /^\p{Lu}\p{Ll}+$/u.test(sentence[end]!.text)) end++;
  return end;
}

/** A subject starting at `i`, if the words plainly are one; `clauseStart` where a fronted time ended before it. */
export function readSubject(
  sentence: Word[],
  i: number,
  lexicon: EnglishLexicon,
  clauseStart = startsClause(sentence, i),
): Subject | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  const before = sentence[i - 1];
  const pronoun = SUBJECT_PRONOUNS[word.lower];
  if (pronoun) {
    // 'you' and 'it' are objects too ('I saw you run'): only at a clause's start.
    if ((word.lower === "you" || word.lower === "it") && !clauseStart) return undefined;
    if (before && !endsClause(before) && NOT_BEFORE_SUBJECT.has(before.lower)) return undefined;
    if (!endsClause(word) && sentence[i + 1]?.lower === "and") return undefined;
    return { start: i, end: i + 1, person: pronoun, pronoun: true };
  }
  // After 'and' or 'or' a noun may be the second of two subjects ('Tom and Anna'): only pronouns there.
  if (!clauseStart || /^(and|or)$/.test(before?.lower ?? "")) return undefined;
  if (INDEFINITE.has(word.lower) || (ROLE_WORDS.has(word.lower) && sentence[i + 1]?.lower === "of")) {
    let end = i + 1;
    // 'everyone in my family', 'one of my friends'
    const preposition = sentence[end];
    if (preposition && !endsClause(word) && /^(in|of|at|from)$/.test(preposition.lower)) {
      const phrase = readNounPhrase(sentence, end + 1, lexicon);
      if (!phrase) return undefined;
      end = phrase.end;
    } else if (!INDEFINITE.has(word.lower)) return undefined;
    return { start: i, end, person: "3s", pronoun: false };
  }
  const name = nameEnd(sentence, i, lexicon);
  if (name !== undefined) {
    // 'Tom and Anna' are two.
    if (sentence[name]?.lower === "and" && !endsClause(sentence[name - 1])) return pair(sentence, i, name, lexicon);
    return { start: i, end: name, person: "3s", pronoun: false };
  }
  const phrase = readNounPhrase(sentence, i, lexicon);
  if (!phrase) return undefined;
  const head = sentence[phrase.head]!.lower;
  // 'the police' is always plural, though it has no plural ending.
  const number = head === "police" ? "plural" : phrase.number;
  if (!number || (COLLECTIVE_NOUNS.has(head) && head !== "police")) return undefined;
  const after = sentence[phrase.end];
  if (after && !endsClause(sentence[phrase.end - 1]) && after.lower === "and")
    return pair(sentence, i, phrase.end, lexicon);
  if (after && !endsClause(sentence[phrase.end - 1]) && /^(or|of|'s)$/.test(after.lower)) return undefined;
  return { start: i, end: phrase.end, person: number === "plural" ? "p" : "3s", pronoun: false };
}

/**
 * 'My wife and I', 'my sister and her husband': two noun phrases with a determiner each (or 'I' second) are plural;
 * 'fish and chips' (no determiners) may be one dish, so it is not read.
 */
function pair(sentence: Word[], i: number, and: number, lexicon: EnglishLexicon): Subject | undefined {
  const second = sentence[and + 1];
  if (!second || endsClause(sentence[and])) return undefined;
  let end: number | undefined;
  if (/^(i|he|she|we|they)$/.test(second.lower)) end = and + 2;
  else end = readNounPhrase(sentence, and + 1, lexicon)?.end ?? nameEnd(sentence, and + 1, lexicon);
  if (end === undefined || endsClause(sentence[end - 1]) || /^(and|or|of|'s)$/.test(sentence[end]?.lower ?? ""))
    return undefined;
  return { start: i, end, person: "p", pronoun: false };
}

/** The subject's words as an example in a text: the sentence's first word in lower case unless 'I' or a name. */
export function phrase(sentence: Word[], start: number, end: number, lexicon: EnglishLexicon): string {
  return sentence
    .slice(start, end)
    .map((w, k) =>
      start + k === 0 &&
      w.lower !== "i" &&
      !lexicon.tags(w.lower).has("ProperNoun") &&
      !lexicon.tags(w.lower).has("Person")
        ? w.lower
        : w.text,
    )
    .join(" ");
}
