import type { Word } from "../types";
import type { EnglishLexicon } from "./lexicon";

/** Closed word classes and readings of a sentence's words that the English rules share. */

export type Person = "1s" | "2" | "3s" | "p";

/** Subject pronouns and their person; he, she, I, we, they are never objects. */
export const SUBJECT_PRONOUNS: Record<string, Person> = {
  i: "1s",
  you: "2",
  he: "3s",
  she: "3s",
  it: "3s",
  we: "p",
  they: "p",
};

export const POSSESSIVES = new Set(["my", "your", "his", "her", "its", "our", "their"]);
/** Determiners a singular count noun takes (and 'the', possessives, which take any noun). */
export const DETERMINERS = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "these",
  "those",
  "every",
  "each",
  "another",
  "some",
  "any",
  "no",
  ...POSSESSIVES,
]);

export const MODALS = new Set(["can", "could", "will", "would", "shall", "should", "may", "might", "must"]);
export const BE_FORMS = new Set(["am", "is", "are", "was", "were", "be", "been", "being"]);
export const AUXILIARIES = new Set([
  ...MODALS,
  ...BE_FORMS,
  "have",
  "has",
  "had",
  "do",
  "does",
  "did",
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "haven't",
  "hasn't",
  "hadn't",
  "can't",
  "cannot",
  "couldn't",
  "won't",
  "wouldn't",
  "shouldn't",
  "mustn't",
]);

/** Adverbs of frequency and focus that stand before the main verb and after 'be' or an auxiliary. */
export const MID_ADVERBS = new Set([
  "always",
  "usually",
  "often",
  "sometimes",
  "never",
  "rarely",
  "seldom",
  "normally",
  "generally",
  "also",
  "really",
  "just",
  "still",
  "already",
  "hardly",
  "ever",
  "frequently",
  "occasionally",
]);

/** Words that join clauses: a subject may follow them. */
export const CLAUSE_OPENERS = new Set([
  "and",
  "but",
  "or",
  "so",
  "because",
  "when",
  "while",
  "if",
  "although",
  "though",
  "before",
  "after",
  "until",
  "since",
  "where",
  "that",
  "who",
  "which",
]);

/** Nouns that name a group: British English lets them take a plural verb ('my family live'). */
export const COLLECTIVE_NOUNS = new Set([
  "family",
  "team",
  "staff",
  "government",
  "police",
  "group",
  "class",
  "crew",
  "audience",
  "band",
  "committee",
  "company",
  "couple",
  "public",
  "management",
  "club",
  "army",
  "board",
  "council",
  "jury",
  "majority",
  "minority",
  "number",
  "crowd",
]);

/** Nouns German speakers count (Informationen, Möbel, Ratschläge) that English never does. */
export const MASS_NOUNS = new Set([
  "information",
  "advice",
  "furniture",
  "news",
  "homework",
  "housework",
  "weather",
  "traffic",
  "luggage",
  "baggage",
  "equipment",
  "knowledge",
  "research",
  "progress",
  "evidence",
  "accommodation",
  "rubbish",
  "feedback",
  "software",
  "hardware",
  "jewellery",
  "jewelry",
  "scenery",
  "machinery",
  "nonsense",
  "luck",
  "fun",
  "bread",
  "money",
  "music",
  "health",
  "electricity",
  "pasta",
  "paracetamol",
  "ibuprofen",
]);

/** Marks that end a clause after a word. */
export const endsClause = (word: Word | undefined) => !word || /[,;:.!?…]/.test(word.trail);

export const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text);
/** A word that starts with a capital where a sentence's first word would not need one: a name. */
export const isName = (sentence: Word[], i: number) =>
  i > 0 && isCapitalised(sentence[i]!) && sentence[i]!.lower !== "i";

export const isNumberWord = (lexicon: EnglishLexicon, word: string) =>
  /^\d+$/.test(word) || (lexicon.tags(word).has("Cardinal") && !/^(a|an)$/.test(word));

/** A number above one ('two', '12'): the noun after it is plural. */
export const isPluralNumber = (lexicon: EnglishLexicon, word: string) =>
  /^\d+$/.test(word) ? Number(word) > 1 : word !== "one" && word !== "zero" && isNumberWord(lexicon, word);

export const isNoun = (lexicon: EnglishLexicon, word: string) => lexicon.tags(word).has("Noun");
export const isVerb = (lexicon: EnglishLexicon, word: string) => lexicon.tags(word).has("Verb");
export const isAdjective = (lexicon: EnglishLexicon, word: string) => lexicon.tags(word).has("Adjective");
/** A noun's possessive ('sister's', 'parents''), not a contraction ('it's', 'here's', 'let's'). */
export const isPossessiveNoun = (lexicon: EnglishLexicon, word: string) => {
  const stem = /^([a-z]+)(?:'s|')$/.exec(word)?.[1];
  if (!stem || /^(it|he|she|here|there|that|what|who|where|when|how|why|let|this)$/.test(stem)) return false;
  const tags = lexicon.tags(word.endsWith("'") ? stem : stem);
  return tags.has("Noun") && !tags.has("Pronoun");
};

/** Singular or plural, as far as the word shows it; undefined where it does not ('sheep', 'news', 'maths'). */
export function nounNumber(lexicon: EnglishLexicon, word: string): "singular" | "plural" | undefined {
  const tags = lexicon.tags(word);
  if (!tags.has("Noun") || tags.has("Uncountable") || tags.has("Pronoun")) return undefined;
  if (/ics$/.test(word) || word === "maths") return undefined;
  // 'pasta', like 'news', takes a singular verb (the lexicon reads 'pasta' as a Latin plural).
  if (/a$/.test(word) && MASS_NOUNS.has(word)) return "singular";
  // 'boss', 'bus', 'analysis': singular, though they end in s.
  if (/(ss|us|is)$/.test(word)) return lexicon.plural(word) !== word && !tags.has("Plural") ? "singular" : undefined;
  if (tags.has("Plural")) {
    const singular = lexicon.singular(word);
    return singular !== word && lexicon.plural(singular) === word ? "plural" : undefined;
  }
  // 'feet', 'children': plurals without an s.
  const singular = lexicon.singular(word);
  if (singular !== word && lexicon.plural(singular) === word) return "plural";
  if (!/s$/.test(word)) return lexicon.plural(word) !== word ? "singular" : undefined;
  return undefined;
}

/** A simple noun phrase: determiner or possessive, adjectives, a noun; [start, end) and its head noun. */
export interface NounPhrase {
  start: number;
  end: number;
  head: number;
  number: "singular" | "plural" | undefined;
}

/**
 * The noun phrase that starts at `start`: a determiner (or possessive 'my sister's'), adjectives, a noun (and a
 * second noun of a compound that cannot be a verb: 'bus ticket'). Undefined if the words are not plainly one.
 */
export function readNounPhrase(sentence: Word[], start: number, lexicon: EnglishLexicon): NounPhrase | undefined {
  const first = sentence[start];
  if (!first || endsClause(first) || !(DETERMINERS.has(first.lower) || isPossessiveNoun(lexicon, first.lower)))
    return undefined;
  let i = start + 1;
  while (i < sentence.length && !endsClause(sentence[i]) && isModifier(lexicon, sentence[i]!.lower)) i++;
  const noun = sentence[i];
  if (!noun || isCapitalised(noun) || !isNoun(lexicon, noun.lower)) return undefined;
  let head = i;
  const next = sentence[i + 1];
  // A compound ('bus ticket'), unless its second word could be the verb ('my husband cook dinner').
  const compound =
    next &&
    !endsClause(noun) &&
    /^[a-z]+$/.test(next.text) &&
    lexicon.known(next.lower) &&
    isNoun(lexicon, next.lower) &&
    !isVerb(lexicon, next.lower);
  if (compound && !isAdjective(lexicon, next.lower)) head = i + 1;
  const number = nounNumber(lexicon, sentence[head]!.lower);
  // 'these apple', 'a friends': determiner and noun disagree, so the phrase's number is not sure.
  const wants = DETERMINER_NUMBER[first.lower];
  // 'some child' may be 'a certain child' or a learner's 'some children': not sure either way.
  const unsure = /^(some|any|no)$/.test(first.lower) && number === "singular";
  return { start, end: head + 1, head, number: unsure || (wants && number && wants !== number) ? undefined : number };
}

/** Determiners that show a number of their own. */
const DETERMINER_NUMBER: Record<string, "singular" | "plural"> = {
  a: "singular",
  an: "singular",
  this: "singular",
  that: "singular",
  every: "singular",
  each: "singular",
  another: "singular",
  these: "plural",
  those: "plural",
};

/** An adjective or number before a noun ('small', 'two'), which cannot be the noun itself. */
const isModifier = (lexicon: EnglishLexicon, word: string) => {
  const tags = lexicon.tags(word);
  return (tags.has("Adjective") || tags.has("Cardinal")) && !tags.has("Noun") && !tags.has("Verb");
};

/** The words from `from` up to `to` (not included) as the learner wrote them: the examples that explanations quote. */
export const textOf = (sentence: Word[], from: number, to: number) =>
  sentence
    .slice(from, to)
    .map((w) => w.text)
    .join(" ");
