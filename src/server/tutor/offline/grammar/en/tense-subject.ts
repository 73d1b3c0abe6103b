import type { Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject, type Subject, startsClause } from "./subject";
import {
  AUXILIARIES,
  COLLECTIVE_NOUNS,
  DETERMINERS,
  endsClause,
  isCapitalised,
  MID_ADVERBS,
  readNounPhrase,
} from "./words";

/**
 * A clause's subject for the tense rules: the shared reading, and also a group noun ('my family', 'our team'),
 * whose number does not matter for a past tense ('lives' -> 'lived'), 'there' before 'be' ('there is' -> 'was'), a
 * noun with a phrase after it ('the weather in Hamburg', 'the number of students') and a plural that compromise
 * reads as a verb only ('the lights'). The person of these follows the verb the learner chose.
 */
export function tenseSubject(
  sentence: Word[],
  i: number,
  lexicon: EnglishLexicon,
  clauseStart = startsClause(sentence, i),
): Subject | undefined {
  const read = ownerOf(sentence, readSubject(sentence, i, lexicon, clauseStart), lexicon);
  if (read && !read.pronoun && clauseStart) return withPhrase(sentence, read, lexicon) ?? read;
  if (read || !clauseStart || /^(and|or)$/.test(sentence[i - 1]?.lower ?? "")) return read;
  const word = sentence[i];
  if (!word) return undefined;
  if (word.lower === "there" && !endsClause(word)) {
    const be = sentence[i + 1]?.lower ?? "";
    if (!/^(is|are|isn't|aren't)$/.test(be)) return undefined;
    return { start: i, end: i + 1, person: be.startsWith("is") ? "3s" : "p", pronoun: false };
  }
  const plural = pluralAsVerb(sentence, i, lexicon);
  if (plural)
    return withPhrase(sentence, plural, lexicon) ?? (isVerbAt(sentence, plural.end, lexicon) ? plural : undefined);
  const group = readNounPhrase(sentence, i, lexicon);
  if (!group) return undefined;
  const head = { start: i, end: group.end, person: group.number === "plural" ? "p" : "3s", pronoun: false } as const;
  if (!COLLECTIVE_NOUNS.has(sentence[group.head]!.lower))
    return group.number ? withPhrase(sentence, head, lexicon) : undefined;
  const after = sentence[group.end];
  if (after && !endsClause(sentence[group.end - 1]) && /^(and|or|of|'s|who|which|that)$/.test(after.lower))
    return withPhrase(sentence, head, lexicon);
  const plural2 = /^(are|aren't|have|haven't|were|weren't|don't)$/.test(after?.lower ?? "");
  return { start: i, end: group.end, person: plural2 ? "p" : "3s", pronoun: false };
}

/** Prepositions of a phrase that names which one a noun is ('the weather in Hamburg', 'the price of petrol'). */
const OF_PHRASE = /^(of|in|at|from|on|near)$/;

/**
 * 'The weather in Hamburg', 'the number of students', 'the people from my office': a noun and a phrase after it,
 * where a verb follows the phrase. The noun's number is the subject's ('the number of students falls').
 */
function withPhrase(sentence: Word[], head: Subject, lexicon: EnglishLexicon): Subject | undefined {
  const preposition = sentence[head.end];
  if (!preposition || endsClause(sentence[head.end - 1]) || endsClause(preposition)) return undefined;
  if (!OF_PHRASE.test(preposition.lower)) return undefined;
  const end = objectEnd(sentence, head.end + 1, lexicon);
  if (end === undefined || endsClause(sentence[end - 1]) || !isVerbAt(sentence, end, lexicon)) return undefined;
  return { ...head, end };
}

/** The end of a preposition's object: a noun phrase, a name ('Hamburg', 'New York') or a bare noun ('students'). */
function objectEnd(sentence: Word[], k: number, lexicon: EnglishLexicon): number | undefined {
  const phrase = readNounPhrase(sentence, k, lexicon);
  if (phrase) return phrase.end;
  const word = sentence[k];
  if (!word || !/^[A-Za-z]+$/.test(word.text)) return undefined;
  if (isCapitalised(word) && word.lower !== "i") {
    let end = k + 1;
    while (end < k + 3 && !endsClause(sentence[end - 1]) && /^\p{Lu}\p{Ll}+$/u.test(sentence[end]?.text ?? "")) end++;
    return end;
  }
  const tags = lexicon.tags(word.lower);
  return tags.has("Noun") && !tags.has("Verb") && !tags.has("Pronoun") ? k + 1 : undefined;
}

/** A finite verb at `k`: an auxiliary or a present or past form ('falls', 'is', 'went'), not an -ing form. */
function isVerbAt(sentence: Word[], k: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[k];
  if (!word || !/^[a-z']+$/.test(word.text)) return false;
  if (AUXILIARIES.has(word.lower) || /^(don't|doesn't|didn't)$/.test(word.lower)) return true;
  const forms = lexicon.verb(word.lower);
  return Boolean(forms && word.lower !== forms.gerund && lexicon.tags(word.lower).has("Verb"));
}

/** 'the lights': a determiner and a plural whose singular is a noun, which compromise knows only as a verb. */
function pluralAsVerb(sentence: Word[], i: number, lexicon: EnglishLexicon): Subject | undefined {
  const determiner = sentence[i];
  const word = sentence[i + 1];
  if (!determiner || !word || endsClause(determiner) || !DETERMINERS.has(determiner.lower)) return undefined;
  if (/^(a|an|this|that|every|each|another)$/.test(determiner.lower) || !/^[a-z]+[^s]s$/.test(word.text))
    return undefined;
  const tags = lexicon.tags(word.lower);
  if (tags.has("Noun") || lexicon.verb(word.lower) || !lexicon.tags(word.lower.slice(0, -1)).has("Noun"))
    return undefined;
  return { start: i, end: i + 2, person: "p", pronoun: false };
}

/**
 * 'my grandmother's garden looks': a subject read up to an owner ('my grandmother's') goes on to the noun it owns,
 * which is no verb ('gardened').
 */
function ownerOf(sentence: Word[], read: Subject | undefined, lexicon: EnglishLexicon): Subject | undefined {
  const owner = read && !read.pronoun ? sentence[read.end - 1] : undefined;
  if (!read || !owner || !/'s?$/.test(owner.lower) || endsClause(owner)) return read;
  const phrase = readNounPhrase(sentence, read.end - 1, lexicon);
  if (phrase?.number && isVerbAt(sentence, phrase.end, lexicon))
    return { ...read, end: phrase.end, person: phrase.number === "plural" ? "p" : "3s" };
  // A noun compromise knows as a verb only ('garden'), with the verb after it.
  const owned = sentence[read.end];
  if (
    !owned ||
    endsClause(owned) ||
    !/^[a-z]+$/.test(owned.text) ||
    MID_ADVERBS.has(owned.lower) ||
    !isVerbAt(sentence, read.end + 1, lexicon)
  )
    return read;
  return { ...read, end: read.end + 1, person: /[^s]s$/.test(owned.lower) ? "p" : "3s" };
}
