import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import {
  AUXILIARIES,
  endsClause,
  isCapitalised,
  isNoun,
  isNumberWord,
  isPluralNumber,
  MASS_NOUNS,
  nounNumber,
  POSSESSIVES,
  readNounPhrase,
} from "./words";

/**
 * Plural nouns: after a number above one or 'many', 'several', 'few', 'both', 'these', 'those' the noun is plural
 * ('two child' -> 'children', 'three bus' -> 'buses'); irregular plurals are not made regular ('foots' -> 'feet');
 * nouns English does not count take no plural ('many informations' -> 'much information').
 */
export function plural(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...afterQuantity(sentence, lexicon),
    ...oneOf(sentence, lexicon),
    ...regularised(sentence, lexicon),
    ...massNouns(sentence, lexicon),
  ];
}

const QUANTIFIERS = new Set(["many", "several", "few", "both", "these", "those", "various", "numerous"]);
/** Words between the quantity and its noun ('a few more days', 'both my feet', 'two other people'). */
const BETWEEN = new Set(["more", "other", "of", ...POSSESSIVES, "the"]);
/** Nouns the same in the plural, or units written short. */
const INVARIANT = new Set([
  "fish",
  "deer",
  "sheep",
  "aircraft",
  "series",
  "species",
  "o'clock",
  "am",
  "pm",
  "a.m",
  "p.m",
  "km",
  "kg",
  "cm",
  "mm",
  "ml",
  "percent",
  "cent",
  "per",
]);

function isQuantity(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i]!.lower;
  if (QUANTIFIERS.has(word)) return true;
  // 'some child' may be one child; 'some child ... were' is more than one.
  if (word === "some") {
    const verb = sentence.slice(i + 2, i + 7).find((w) => /^(is|are|was|were|has|have)$/.test(w.lower));
    return verb !== undefined && /^(are|were|have)$/.test(verb.lower);
  }
  // 'In 2015 the city', 'since 1990': a year, not a count.
  if (
    /^\d{4}$/.test(word) &&
    /^(in|since|of|until|till|by|from|before|after|to|around|about)$/.test(sentence[i - 1]?.lower ?? "")
  )
    return false;
  return isPluralNumber(lexicon, word);
}

/** The plural a learner's noun needs, or undefined where it is right or unsure. */
function pluralFor(
  word: string,
  lexicon: EnglishLexicon,
  quantity: string,
  pluralVerbFollows = false,
): string | undefined {
  if (INVARIANT.has(word) || MASS_NOUNS.has(word) || lexicon.tags(word).has("Uncountable")) return undefined;
  // An irregular plural made regular: 'foots', 'childs', 'peoples', 'knifes'.
  const stem = word.slice(0, -1);
  if (
    /s$/.test(word) &&
    lexicon.known(stem) &&
    lexicon.tags(stem).has("Plural") &&
    nounNumber(lexicon, stem) === "plural"
  )
    return stem;
  if (/s$/.test(word)) {
    const singular = lexicon.singular(word);
    const right = lexicon.plural(singular);
    // Only the plurals English has one way: not 'scarfs'/'scarves', 'octopuses'/'octopi'.
    const onlyOne = /(men|children|feet|teeth|mice|geese|people|ves)$/.test(right) && !/(rf|oof)s$/.test(word);
    if (singular !== word && right !== word && onlyOne && isNoun(lexicon, singular)) return right;
  }
  // 'these kind of', 'two dozen' are idioms; 'these' with a singular may mean 'this' instead: leave it.
  if (/^(kind|sort|type|dozen|hundred|thousand|million)$/.test(word)) return undefined;
  if (/^(these|those)$/.test(quantity) && !pluralVerbFollows) return undefined;
  return nounNumber(lexicon, word) === "singular" ? lexicon.plural(word) : undefined;
}

/** 'two child' -> 'children', 'both my foots' -> 'feet', 'five box' -> 'boxes'. */
function afterQuantity(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let q = 0; q < sentence.length; q++) {
    if (!isQuantity(sentence, q, lexicon) || endsClause(sentence[q])) continue;
    // 'a two-hour drive', 'a three bedroom flat': the number describes a noun after it.
    if (/^(a|an)$/.test(sentence[q - 1]?.lower ?? "") && isNumberWord(lexicon, sentence[q]!.lower)) continue;
    let n = q + 1;
    while (
      n < sentence.length &&
      !endsClause(sentence[n]) &&
      (BETWEEN.has(sentence[n]!.lower) || isNumberWord(lexicon, sentence[n]!.lower))
    )
      n++;
    // 'turns ten next month', 'three this morning': a time phrase follows the number, which counts nothing in it.
    if (/^(next|last|this|every|each)$/.test(sentence[n]?.lower ?? "")) continue;
    // Adjectives before the noun ('two big dogs').
    while (n < sentence.length && !endsClause(sentence[n]) && isAdjectiveOnly(lexicon, sentence[n]!.lower)) n++;
    // The nouns of a compound: the last one takes the plural ('two bus stops').
    let last = -1;
    for (let k = n; k < sentence.length && isPlainNoun(sentence[k]!, lexicon); k++) {
      last = k;
      // 'three women work': a plural noun ends the phrase; the word after it is the verb.
      if (endsClause(sentence[k]) || nounNumber(lexicon, sentence[k]!.lower) === "plural") break;
    }
    // 'nine o'clock film', 'five weeks' rent': the number belongs to another word.
    if (last < 0 || sentence.slice(n, last + 1).some((w) => /'/.test(w.text + w.trail) || INVARIANT.has(w.lower)))
      continue;
    // 'three woman work': the compound's last word may be the clause's verb; then the noun is the one before it.
    if (mayBeTheVerb(sentence, q, last, lexicon)) {
      if (last === n) continue;
      last--;
    }
    const noun = sentence[last]!;
    // 'a two year old boy', 'two years old': leave ages to the learner.
    if (sentence[last + 1]?.lower === "old") continue;
    const verbAfter = sentence[last + 1];
    const pluralVerb = !endsClause(noun) && /^(are|were|have|'re)$/.test(verbAfter?.lower ?? "");
    const right = pluralFor(noun.lower, lexicon, sentence[q]!.lower, pluralVerb);
    if (!right || right === noun.lower) continue;
    const quantity = sentence[q]!.lower;
    const irregular = right !== lexicon.plural(noun.lower) || /s$/.test(noun.lower);
    const singular = irregular ? lexicon.singular(right) : noun.lower;
    edits.push({
      start: last,
      end: last + 1,
      words: [right],
      category: "plural",
      explain: irregular
        ? { en: `the plural of '${singular}' is '${right}'`, de: `der Plural von '${singular}' ist '${right}'` }
        : {
            en: `after '${quantity}' the noun is plural: ${quantity} ${right}`,
            de: `nach '${quantity}' steht der Plural: ${quantity} ${right}`,
          },
    });
    q = last;
  }
  return edits;
}

/**
 * 'Children under six travel free': a word that can be a verb, after a number and before no other verb of a clause
 * that has none yet, is the clause's verb ('two man asked' still reads 'man' as the noun: a verb follows it).
 */
function mayBeTheVerb(sentence: Word[], q: number, n: number, lexicon: EnglishLexicon): boolean {
  if (!lexicon.tags(sentence[n]!.lower).has("Verb")) return false;
  let start = q;
  while (start > 0 && !endsClause(sentence[start - 1])) start--;
  const verbBefore = sentence.slice(start, q).some((w) => AUXILIARIES.has(w.lower) || isFiniteVerb(lexicon, w.lower));
  if (verbBefore) return false;
  const after = sentence[n + 1];
  return !after || endsClause(sentence[n]) || !isFiniteVerb(lexicon, after.lower);
}

const isFiniteVerb = (lexicon: EnglishLexicon, word: string) => {
  if (AUXILIARIES.has(word)) return true;
  const tags = lexicon.tags(word);
  return tags.has("Verb") && (tags.has("PastTense") || tags.has("PresentTense")) && !tags.has("Noun");
};

/** 'One of my friend' -> 'one of my friends': 'one of' picks from a plural. */
function oneOf(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (!/^(one|some|many|most|all|each|none|both|several|few)$/.test(word.lower) || endsClause(word)) return;
    if (sentence[i + 1]?.lower !== "of" || endsClause(sentence[i + 1])) return;
    const np = readNounPhrase(sentence, i + 2, lexicon);
    if (np?.number !== "singular" || !/^(the|my|your|his|her|our|their)$/.test(sentence[i + 2]!.lower)) return;
    const noun = sentence[np.head]!;
    // 'one of the team', 'some of my family': a group is singular; 'most of the day': a whole.
    if (
      COUNTED_WHOLES.test(noun.lower) ||
      !lexicon.tags(noun.lower).has("Actor") ||
      lexicon.tags(noun.lower).has("Uncountable")
    )
      return;
    if (MASS_NOUNS.has(noun.lower) || isCapitalised(noun)) return;
    const right = lexicon.plural(noun.lower);
    if (right === noun.lower) return;
    const example = `${word.lower} of ${sentence
      .slice(i + 2, np.head)
      .map((w) => w.lower)
      .join(" ")} ${right}`;
    edits.push({
      start: np.head,
      end: np.head + 1,
      words: [right],
      category: "plural",
      explain: {
        en: `after '${word.lower} of' the noun is plural: ${example}`,
        de: `nach '${word.lower} of' steht der Plural: ${example}`,
      },
    });
  });
  return edits;
}

const COUNTED_WHOLES = /^(family|team|class|group|staff|day|week|year|time|life|world|country|city|town|company)$/;

/** 'My foots', 'the mans', 'mouses': an irregular plural made regular, which English never writes. */
function regularised(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    if (!/^[a-z]+s$/.test(word.lower) || (i > 0 && isCapitalised(word))) return;
    const stem = word.lower.replace(/e?s$/, "");
    const singular = lexicon.known(stem) ? stem : word.lower.slice(0, -1);
    if (!lexicon.known(singular) || !isNoun(lexicon, singular) || nounNumber(lexicon, singular) !== "singular") return;
    const right = lexicon.plural(singular);
    if (!IRREGULAR_PLURAL.test(right) || right === word.lower || right.endsWith("s")) return;
    // A verb form too ('mans' the desk): only after a determiner, where it must be a noun.
    const before = sentence[i - 1]?.lower ?? "";
    const afterDeterminer = /^(the|my|your|his|her|our|their|these|those|many|some|both|all)$/.test(before);
    if (lexicon.known(word.lower) && !afterDeterminer) return;
    const written = i === 0 ? right.charAt(0).toUpperCase() + right.slice(1) : right;
    edits.push({
      start: i,
      end: i + 1,
      words: [written],
      category: "plural",
      explain: { en: `the plural of '${singular}' is '${right}'`, de: `der Plural von '${singular}' ist '${right}'` },
    });
  });
  return edits;
}

const IRREGULAR_PLURAL = /(men|children|feet|teeth|mice|geese|people)$/;

const isAdjectiveOnly = (lexicon: EnglishLexicon, word: string) => {
  const tags = lexicon.tags(word);
  return tags.has("Adjective") && !tags.has("Noun") && !tags.has("Verb");
};

/** A lower-case noun (not a verb form only, 'asked', nor a word of another class too, 'near'). */
function isPlainNoun(word: Word, lexicon: EnglishLexicon): boolean {
  if (isCapitalised(word) || !/^[a-z]+('[a-z]*)?$/.test(word.text) || !isNoun(lexicon, word.lower)) return false;
  const tags = lexicon.tags(word.lower);
  return !tags.has("Preposition") && !tags.has("Determiner") && !tags.has("Pronoun") && !tags.has("Adverb");
}

/** Determiners that change with a noun that has no plural ('many informations' -> 'much information'). */
const MASS_DETERMINER: Record<string, string> = { many: "much", these: "this", those: "that" };

/** 'informations' -> 'information', 'many advices' -> 'much advice'. */
function massNouns(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((word, i) => {
    // 'many luggage' -> 'much luggage'.
    const next = sentence[i + 1];
    if (word.lower === "many" && next && MASS_NOUNS.has(next.lower) && !endsClause(word)) {
      const words = [word.text === "Many" ? "Much" : "much", next.text];
      edits.push({
        start: i,
        end: i + 2,
        words,
        category: "plural",
        explain: {
          en: `'${next.lower}' has no plural: much ${next.lower}`,
          de: `'${next.lower}' hat keinen Plural: much ${next.lower}`,
        },
      });
      return;
    }
    const mass = word.lower.slice(0, -1);
    if (!word.lower.endsWith("s") || !MASS_NOUNS.has(mass) || lexicon.verb(word.lower) || mass === "new") return;
    const before = sentence[i - 1];
    const determiner = before && !endsClause(before) ? before.lower : "";
    // 'two informations' needs 'pieces of': no one-word fix.
    if (isNumberWord(lexicon, determiner) || /^(several|few|a|an|both|various|numerous)$/.test(determiner)) return;
    const changed = MASS_DETERMINER[determiner];
    const start = changed ? i - 1 : i;
    const words = changed ? [changed, mass] : [mass];
    edits.push({
      start,
      end: i + 1,
      words,
      category: "plural",
      explain: {
        en: `'${mass}' has no plural: ${words.join(" ")}`,
        de: `'${mass}' hat keinen Plural: ${words.join(" ")}`,
      },
    });
  });
  return edits;
}
