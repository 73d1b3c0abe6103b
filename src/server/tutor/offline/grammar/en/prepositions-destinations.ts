import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at, dropPrepositionAt, editsAt, joined, swapPrepositionAt } from "./preposition-edit";
import { lemmas } from "./prepositions-heads";

/**
 * Where one goes and is, as German speakers word it: 'Willkommen in' -> 'Welcome in Vienna' ('to'), 'auf eine Party
 * gehen' -> 'go on a party' ('to'), 'ins Ausland' -> 'go to abroad' ('abroad'), 'in die Schule' -> 'goes in school'
 * ('to school'), 'am Computer sitzen' -> 'sits on the computer' ('at'), 'der höchste Berg der Welt' -> 'the highest
 * mountain of the world' ('in').
 */
export function destinationPrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return editsAt(
    sentence,
    1,
    (p) =>
      welcomeTo(sentence, p) ??
      goToEvent(sentence, p, lexicon) ??
      noToAbroad(sentence, p) ??
      goToSchool(sentence, p, lexicon) ??
      sitAt(sentence, p, lexicon) ??
      superlativeIn(sentence, p, lexicon),
  );
}

/** Whether the word at `k` ends its noun phrase ('school' and not 'school uniform', 'party boat'). */
export function endsPhrase(sentence: Word[], k: number, lexicon: EnglishLexicon): boolean {
  const after = sentence[k + 1];
  if (!joined(sentence[k]) || !after) return true;
  if (/^(today|tonight|yesterday|tomorrow|every|again|now|last|next|this)$/.test(after.lower)) return true;
  const tags = lexicon.tags(after.lower);
  if (["Preposition", "Pronoun", "Conjunction", "Determiner", "Copula", "Modal", "Auxiliary"].some((t) => tags.has(t)))
    return true;
  // A noun, or a word compromise knows only as a verb's base ('boat', 'garden'), makes a compound.
  return !tags.has("Noun") && !(tags.has("Infinitive") && /^[a-z]+$/.test(after.text));
}

/** 'Welcome in Vienna!' -> 'Welcome to Vienna!': the greeting ('You are welcome in our house' is right). */
function welcomeTo(sentence: Word[], p: number): GrammarEdit | undefined {
  if (at(sentence, p) !== "in" || !joined(sentence[p]) || !sentence[p + 1]) return undefined;
  const greeting = p === 1 && at(sentence, 0) === "welcome" && joined(sentence[0]);
  const back = p === 2 && at(sentence, 0) === "welcome" && at(sentence, 1) === "back" && joined(sentence[1]);
  if (!greeting && !back) return undefined;
  const example = `welcome to ${sentence[p + 1]!.text}`;
  return swapPrepositionAt(p)("to", "the greeting is 'welcome to'", "'Willkommen in' heißt 'welcome to'", example);
}

/** Events one goes to ('go on a trip', 'on a date', 'on a tour' are right with 'on'). */
const EVENTS = /^(party|parties|concert|concerts|wedding|festival|disco|funeral|birthday|gig|barbecue|prom)$/;

/** 'We're going on a party tonight' -> 'to a party' (German 'auf eine Party gehen'). */
function goToEvent(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "on" || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  if (!/^(go|goes|went|going|gone|come|comes|came|coming)$/.test(at(sentence, p - 1))) return undefined;
  if (!/^(a|the|my|your|his|her|our|their|this|that)$/.test(at(sentence, p + 1))) return undefined;
  const k = at(sentence, p + 2) === "birthday" && at(sentence, p + 3) === "party" ? p + 3 : p + 2;
  if (!EVENTS.test(at(sentence, k)) || !endsPhrase(sentence, k, lexicon)) return undefined;
  return swapPrepositionAt(p)(
    "to",
    "one goes 'to' a party",
    "'auf eine Party gehen' heißt 'go to a party'",
    `${at(sentence, p - 1)} to ${at(sentence, p + 1)} ${at(sentence, k)}`,
  );
}

/** 'We are going to abroad' -> 'going abroad': these adverbs take no preposition ('from abroad' is right). */
function noToAbroad(sentence: Word[], p: number): GrammarEdit | undefined {
  if (!/^(to|in)$/.test(at(sentence, p)) || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  const place = at(sentence, p + 1);
  if (!/^(abroad|upstairs|downstairs)$/.test(place)) return undefined;
  const before = sentence[p - 1]!;
  return dropPrepositionAt(sentence, p, {
    en: `'${place}' takes no preposition: ${before.lower} ${place}`,
    de: `'${place}' steht ohne Präposition: ${before.lower} ${place}`,
  });
}

/** Places one goes to without an article ('go to school', 'go to bed'). */
const BARE = /^(school|church|university|college|kindergarten|work|bed|class)$/;

/** 'My kids go in school' -> 'go to school', 'I go at work at eight' -> 'go to work' ('go in school uniform' stays). */
function goToSchool(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (!/^(in|at)$/.test(at(sentence, p)) || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  if (!/^(go|goes|went|going|gone)$/.test(at(sentence, p - 1))) return undefined;
  const place = at(sentence, p + 1);
  if (!BARE.test(place) || !endsPhrase(sentence, p + 1, lexicon)) return undefined;
  return swapPrepositionAt(p)(
    "to",
    "'go' takes 'to' before a place",
    "'go' steht mit 'to' vor einem Ort",
    `${at(sentence, p - 1)} to ${place}`,
  );
}

/** 'He sits on the computer all day' -> 'at the computer' (German 'am Computer sitzen'). */
function sitAt(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "on" || !joined(sentence[p]) || !joined(sentence[p - 1])) return undefined;
  const verb = sentence[p - 1]!;
  if (!/^[a-z]+$/.test(verb.text) || !lemmas(verb.lower, lexicon).includes("sit")) return undefined;
  const determiner = at(sentence, p + 1);
  if (!/^(the|my|your|his|her|our|their|a)$/.test(determiner)) return undefined;
  const thing = at(sentence, p + 2);
  if (!/^(computer|pc)$/.test(thing) || !endsPhrase(sentence, p + 2, lexicon)) return undefined;
  // A person sits at it ('The cat sat on the computer' is on top of it).
  let s = p - 2;
  while (
    s > 0 &&
    /^(always|still|just|often|usually|all|never|only|am|is|are|was|were|been|has|have|had)$/.test(at(sentence, s))
  )
    s--;
  const subject = at(sentence, s);
  const tags = lexicon.tags(subject);
  if (
    !/^(i|you|he|she|we|they|i'm|you're|he's|she's|we're|they're|kids|children|people|everyone)$/.test(subject) &&
    !tags.has("Actor") &&
    !tags.has("FamilyMember")
  )
    return undefined;
  return swapPrepositionAt(p)(
    "at",
    "one sits 'at' a computer",
    "'am Computer sitzen' heißt 'sit at the computer'",
    `${verb.lower} at ${determiner} ${thing}`,
  );
}

/** Places a superlative is the most of ('the best restaurant in the city'). */
const AREAS = /^(world|city|town|country|village|region|area|universe)$/;
/** Nouns that take 'of' themselves ('the biggest part of the city', 'the oldest member of the family'). */
const OF_NOUNS =
  /^(part|parts|member|members|one|half|rest|leader|head|president|king|queen|capital|centre|center|heart|edge|side|end|population|citizens?|history|language|languages|map|streets|people|inhabitants|residents|areas|districts|cities|countries|wonders?|seven)$/;

/** 'the highest mountain of the world' -> 'in the world' (German 'der höchste Berg der Welt'). */
function superlativeIn(sentence: Word[], p: number, lexicon: EnglishLexicon): GrammarEdit | undefined {
  if (at(sentence, p) !== "of" || !joined(sentence[p]) || at(sentence, p + 1) !== "the") return undefined;
  if (!AREAS.test(at(sentence, p + 2)) || !endsPhrase(sentence, p + 2, lexicon)) return undefined;
  // 'the best restaurant', 'the most beautiful old town', 'the tallest building': a superlative, then nouns.
  let k = p - 1;
  const noun = at(sentence, k);
  if (!joined(sentence[k]) || OF_NOUNS.test(noun) || !lexicon.tags(noun).has("Noun")) return undefined;
  const isSuperlative = (w: string) => /^(best|worst|most|least)$/.test(w) || lexicon.tags(w).has("Superlative");
  while (k > p - 5 && joined(sentence[k - 1]) && !isSuperlative(at(sentence, k - 1))) k--;
  const superlative = at(sentence, k - 1);
  if (!isSuperlative(superlative)) return undefined;
  if (!/^(the|my|our|your|his|her|their)$/.test(at(sentence, k - 2)) && at(sentence, k - 2) !== "most")
    return undefined;
  return swapPrepositionAt(p)(
    "in",
    "a superlative takes 'in' before a place",
    "nach einem Superlativ steht 'in' vor einem Ort",
    `${superlative} ${noun} in the ${at(sentence, p + 2)}`,
  );
}
