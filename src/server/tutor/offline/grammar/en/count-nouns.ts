import type { EnglishLexicon } from "./lexicon";
import { MASS_NOUNS, nounNumber } from "./words";

/**
 * Singular nouns English also uses without an article ('I have time', 'we need help', 'I have breakfast', 'in
 * hospital'): meals, drinks and food, institutions, activities, and nouns that are uncountable in most of their uses.
 */
const BARE_SINGULAR = new Set([
  "time",
  "help",
  "work",
  "fun",
  "coffee",
  "tea",
  "milk",
  "juice",
  "beer",
  "wine",
  "water",
  "breakfast",
  "lunch",
  "dinner",
  "supper",
  "school",
  "college",
  "university",
  "hospital",
  "church",
  "prison",
  "bed",
  "home",
  "town",
  "class",
  "sleep",
  "fish",
  "fruit",
  "chicken",
  "cake",
  "chocolate",
  "cheese",
  "cheesecake",
  "pie",
  "pizza",
  "pasta",
  "soup",
  "toast",
  "ice",
  "paper",
  "glass",
  "room",
  "space",
  "sport",
  "football",
  "tennis",
  "golf",
  "practice",
  "experience",
  "art",
  "history",
  "business",
  "food",
  "rain",
  "snow",
  "air",
  "sugar",
  "salt",
  "love",
  "hope",
  "peace",
  "pain",
  "trouble",
  "dinner",
  "fever",
  "flu",
  "cancer",
  "access",
  "permission",
  "sale",
  "rent",
  "lots",
  "plenty",
  "enough",
  "something",
  "nothing",
  "anything",
  "everything",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "nobody",
  "everybody",
  "everyone",
  "internet",
  "insurance",
  "luggage",
  "staff",
  "stuff",
  "shopping",
  "cash",
  "change",
  "sex",
  "birth",
  "death",
  "life",
  "nature",
  "fire",
  "light",
  "power",
  "energy",
  "attention",
  "education",
  "transport",
  "parking",
  "breath",
  "contact",
  "control",
  "dessert",
  "lunchtime",
  "overtime",
  "priority",
  "potential",
  "English",
]);

/** Nouns in -tion or -sion that are counted ('a question'); the others are mostly uncountable ('information'). */
const COUNTED_TION = /^(question|reservation|suggestion|station|decision|solution|operation|invitation|application)$/;

/**
 * A singular noun that needs an article when it stands alone: known to compromise, countable, no abstract suffix
 * ('happiness', 'swimming', 'equipment'), not one English also uses bare.
 */
export function isCountableSingular(lexicon: EnglishLexicon, word: string): boolean {
  // compromise knows few plain nouns ('cat', 'job') and guesses them 'Noun, Singular'; the spelling pass has checked
  // the word already, so that guess is taken, but no other guess.
  if (!/^[a-z]+$/.test(word)) return false;
  if (!lexicon.known(word) && [...lexicon.tags(word)].some((t) => !/^(Noun|Singular|Place)$/.test(t))) return false;
  if (BARE_SINGULAR.has(word) || MASS_NOUNS.has(word)) return false;
  const tags = lexicon.tags(word);
  if (!tags.has("Noun") || tags.has("Uncountable") || tags.has("Adjective") || tags.has("Pronoun")) return false;
  if (tags.has("Date") || tags.has("Duration") || tags.has("Gerund") || tags.has("Value") || tags.has("Unit"))
    return false;
  if (tags.has("Determiner") || tags.has("Preposition") || tags.has("Adverb") || tags.has("Conjunction")) return false;
  if (/(ness|ing|ism|ity|ment|ship|hood|ics|ance|ence|dom|age|ure|th)$/.test(word)) return false;
  if (/[st]ion$/.test(word) && !COUNTED_TION.test(word)) return false;
  return nounNumber(lexicon, word) === "singular";
}
