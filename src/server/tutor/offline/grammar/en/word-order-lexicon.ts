import type { EnglishLexicon } from "./lexicon";

/**
 * The lexicon as the word-order rules read it: compromise guesses an unknown plural in -s as a verb ('tasks',
 * 'chores' aside), and knows a few everyday nouns only as adjectives ('the flat'). A shared helper's fix kept here,
 * so the other categories' rules read words as before.
 */

/** Everyday nouns compromise tags only as adjectives ('a flat' is British English's 'an apartment'). */
const ALSO_NOUNS = new Set(["flat", "flats"]);

const wrapped = new WeakMap<EnglishLexicon, EnglishLexicon>();

export function wordOrderLexicon(lexicon: EnglishLexicon): EnglishLexicon {
  let found = wrapped.get(lexicon);
  if (found) return found;
  const cache = new Map<string, ReadonlySet<string>>();
  const tags = (word: string): ReadonlySet<string> => {
    let read = cache.get(word);
    if (read) return read;
    read = lexicon.tags(word);
    if (ALSO_NOUNS.has(word)) read = new Set([...read, "Noun", word.endsWith("s") ? "Plural" : "Singular"]);
    else if (guessedPlural(lexicon, word)) read = new Set(["Noun", "Plural"]);
    cache.set(word, read);
    return read;
  };
  // 'station', 'seafood': nouns compromise guesses right from their form, read as known for compounds ('train station').
  const known = (word: string) => lexicon.known(word) || guessedNoun(tags(word));
  found = { ...lexicon, tags, known };
  wrapped.set(lexicon, found);
  return found;
}

/** 'tasks': a word compromise does not know, guessed a verb, whose singular it knows as a noun and no verb. */
function guessedPlural(lexicon: EnglishLexicon, word: string): boolean {
  if (lexicon.known(word) || !/^[a-z]{3,}s$/.test(word) || /ss$/.test(word) || lexicon.tags(word).has("Noun"))
    return false;
  const singular = word.slice(0, -1);
  const tags = lexicon.tags(singular);
  return tags.has("Noun") && !tags.has("Verb") && lexicon.verb(word) === undefined;
}

/** A guess of a singular noun and nothing else. */
const guessedNoun = (tags: ReadonlySet<string>) => tags.size === 2 && tags.has("Noun") && tags.has("Singular");
