import type { GermanLexicon, Person, VerbForm } from "../../lexicon-de";
import type { Word } from "../types";
import { DETERMINER_LIKE } from "./noun-determiner";
import { CONTRACTED_PREPOSITIONS, FRONTING_ADVERBS, NUMBERS, PREPOSITIONS, TIMES_OF_DAY } from "./word-order-words";
import { SUBJECT_PRONOUNS } from "./words";

/**
 * The phrases of a German clause that the word-order rules move around: a subject (and the persons its verb takes),
 * a phrase in front of the verb, and the finite verb. Each reader returns where its phrase ends, or undefined when it
 * is not sure: a word the lexicon does not know is no phrase.
 */

export interface Subject {
  start: number;
  end: number;
  persons: Person[];
}

type Kind = "M" | "F" | "N" | "PLU";

const isLower = (word: Word) => word.text === word.lower;
const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.text);

/** The genders (or plural) a determiner can be nominative with ('der' -> M; 'meine' -> F, plural; 'dem' -> none). */
function nominativeKinds(determiner: string): Kind[] {
  if (determiner === "der") return ["M"];
  if (determiner === "die") return ["F", "PLU"];
  if (determiner === "das") return ["N"];
  if (determiner === "alle") return ["PLU"];
  if (determiner === "ein") return ["M", "N"];
  if (determiner === "eine") return ["F"];
  const possessive = /^(kein|mein|dein|sein|ihr|unser|euer|eur)(e?)$/.exec(determiner);
  if (possessive && !(possessive[1] === "eur" && possessive[2] === ""))
    return possessive[2] ? ["F", "PLU"] : ["M", "N"];
  const demonstrative = /^(dies|jed|jen|welch|manch|solch)(er|e|es)$/.exec(determiner);
  if (demonstrative) return { er: ["M"], e: ["F", "PLU"], es: ["N"] }[demonstrative[2] as "er" | "e" | "es"] as Kind[];
  return [];
}

/** Whether a word is an adjective as it stands between an article and its noun ('große', 'neuen'). */
const isAttributive = (word: Word) =>
  isLower(word) && /^\p{Ll}+(e|en|er|es|em)$/u.test(word.text) && !DETERMINER_LIKE.has(word.lower);

/** A determiner, up to two adjectives and a noun the lexicon knows: where it ends, and its noun. */
function articlePhrase(sentence: Word[], i: number, end: number, lexicon: GermanLexicon) {
  const determiner = sentence[i];
  if (!determiner || !DETERMINER_LIKE.has(determiner.lower)) return undefined;
  let j = i + 1;
  while (j < end && j < i + 3 && isAttributive(sentence[j]!) && !hasClauseMark(sentence[j]!)) j++;
  const noun = sentence[j];
  if (j >= end || !noun || !isCapitalised(noun) || !lexicon.isNoun(noun.text)) return undefined;
  if (sentence.slice(i, j).some(hasClauseMark)) return undefined;
  return { end: j + 1, determiner: determiner.lower, noun: noun.text };
}

export const hasClauseMark = (word: Word) => /[,;:.!?…]/.test(word.trail);

/** Whether any of the words has marks around it or is no word ('...'): a span the rules leave as it is. */
export const hasMarks = (words: Word[]) => words.some((w) => w.lead || w.trail || !/\p{L}/u.test(w.text));

/** Whether a span is words only, marks at most after its last ('in Köln.'): a span a rule may reorder. */
export const isPlainSpan = (words: Word[]) =>
  !hasMarks(words.map((w, i) => (i === words.length - 1 ? { ...w, trail: "" } : w)));

/** A noun phrase in the nominative at word i ('der Zug', 'meine Eltern'), the subject of its clause. */
function nominativePhrase(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): Subject | undefined {
  const phrase = articlePhrase(sentence, i, end, lexicon);
  if (!phrase) return undefined;
  const kinds = nominativeKinds(phrase.determiner);
  const persons = new Set<Person>();
  for (const noun of lexicon.nouns(phrase.noun)) {
    const nominative = noun.forms.NOM;
    if (nominative?.SIN === phrase.noun && kinds.includes(noun.gender as Kind)) persons.add("3S");
    if (nominative?.PLU === phrase.noun && kinds.includes("PLU")) persons.add("3P");
  }
  return persons.size ? { start: i, end: phrase.end, persons: [...persons] } : undefined;
}

/** The subject at word i: a subject pronoun or a noun phrase in the nominative (names and unknown words: none). */
export function subjectAt(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): Subject | undefined {
  const word = sentence[i];
  if (!word || i >= end) return undefined;
  const phrase = nominativePhrase(sentence, i, end, lexicon);
  if (phrase) return phrase;
  // 'Sie' inside a sentence is the polite 'you' (its verb: 3rd plural); 'ihr' before a noun is 'her'/'their'.
  if (word.text === "Sie" && i > 0) return { start: i, end: i + 1, persons: ["3S", "3P"] };
  const persons = SUBJECT_PRONOUNS[word.lower];
  if (!persons || (!isLower(word) && i > 0)) return undefined;
  const next = sentence[i + 1];
  if (word.lower === "ihr" && next && isCapitalised(next) && !hasClauseMark(word)) return undefined;
  return { start: i, end: i + 1, persons };
}

/**
 * The finite verb forms a word can be for one of the persons ('fährt' for 3S), or none. A capitalised word inside a
 * sentence is a noun, and an article-like word ('meine', 'einen') is not taken for a verb.
 */
export function finiteFor(
  word: Word | undefined,
  persons: Person[],
  lexicon: GermanLexicon,
  first = false,
): VerbForm[] {
  if (!word || (!first && !isLower(word)) || DETERMINER_LIKE.has(word.lower)) return [];
  return lexicon.finite(word.lower).filter((form) => persons.includes(form.person));
}

/** A noun phrase in any case: a determiner (or a number, or 'nächste'), adjectives, a noun ('den Kuchen', 'acht Uhr'). */
function anyNounPhrase(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): number | undefined {
  const phrase = articlePhrase(sentence, i, end, lexicon);
  if (phrase) return phrase.end;
  const word = sentence[i];
  const next = sentence[i + 1];
  if (!word || !next || i + 1 >= end || hasClauseMark(word)) return undefined;
  const leads = NUMBERS.has(word.lower) || /^(nächst|letzt|vorig|kommend)(e|en|er|es)$/.test(word.lower);
  return leads && isCapitalised(next) && lexicon.isNoun(next.text) ? i + 2 : undefined;
}

/**
 * The phrase that opens a main clause before its verb, where it ends: an adverb ('Morgen', 'heute Abend'), a
 * prepositional phrase ('Mit dem Bus', 'Zum Geburtstag', 'In Berlin', 'Um acht Uhr') or an object ('Den Kuchen').
 */
export function frontedPhraseEnd(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): number | undefined {
  const word = sentence[i];
  if (!word || i >= end) return undefined;
  const next = sentence[i + 1];
  const closes = hasClauseMark(word) || i + 1 >= end;
  if (FRONTING_ADVERBS.has(word.lower)) {
    return !closes && next && TIMES_OF_DAY.has(next.lower) ? i + 2 : i + 1;
  }
  if (closes || !next) return anyNounPhrase(sentence, i, end, lexicon);
  if (CONTRACTED_PREPOSITIONS.has(word.lower)) {
    let j = i + 1;
    while (j < end && j < i + 3 && isAttributive(sentence[j]!) && !hasClauseMark(sentence[j]!)) j++;
    const noun = sentence[j];
    return j < end && noun && isCapitalised(noun) && lexicon.isNoun(noun.text) ? j + 1 : undefined;
  }
  if (PREPOSITIONS.has(word.lower)) {
    const phrase = anyNounPhrase(sentence, i + 1, end, lexicon);
    if (phrase) return phrase;
    // A name or a noun without article ('In Berlin', 'Nach Hause'), a number ('Um acht'), an adverb ('Seit gestern').
    if (isCapitalised(next) && !DETERMINER_LIKE.has(next.lower)) return i + 2;
    if (NUMBERS.has(next.lower) || FRONTING_ADVERBS.has(next.lower)) return i + 2;
    return undefined;
  }
  return anyNounPhrase(sentence, i, end, lexicon);
}
