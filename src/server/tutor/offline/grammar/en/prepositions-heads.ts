import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { at } from "./preposition-edit";
import { ADJECTIVES, NOUN_ALSO_AFTER, NOUN_ONLY_AFTER, NOUNS, type Right, VERBS } from "./prepositions-table";
import { AUXILIARIES, DETERMINERS, endsClause, isPossessiveNoun, POSSESSIVES } from "./words";

/**
 * A head's own preposition where German speakers put theirs ('afraid before' -> 'afraid of', 'depends from' ->
 * 'on', 'the reason of' -> 'for', 'shout on me' -> 'at'), from the tables of prepositions-table.ts: adjectives by
 * form, verbs in any form by their infinitive, nouns after a determiner.
 */
export function headPrepositions(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let p = 1; p < sentence.length; p++) {
    const word = sentence[p]!;
    const head = sentence[p - 1]!;
    if (endsClause(head) || endsClause(word) || !/^[a-z]+$/.test(word.lower)) continue;
    const found = lookUp(sentence, p, lexicon);
    if (!found) continue;
    const object = readObject(sentence, p + 1, lexicon) ?? pairObject(sentence, p, found.right);
    // An entry that names its objects ('prepare on the exam') is sure of them.
    const named = typeof found.right !== "string" && found.right.objects !== undefined;
    if (!object || (!named && isAdverbial(sentence, p, object, lexicon))) continue;
    const right = resolve(found.right, sentence, p, object);
    if (!right || right === word.lower) continue;
    const shown = sentence.slice(p + 1, Math.min(object.head + 1, p + 5)).map((w) => w.text);
    const example = [found.head, right, ...shown].join(" ");
    edits.push({
      start: p,
      end: p + 1,
      words: [word.text === word.lower ? right : right[0]!.toUpperCase() + right.slice(1)],
      category: "preposition",
      explain: {
        en: `'${found.head}' goes with '${right}': ${example}`,
        de: `'${found.head}' steht mit '${right}': ${example}`,
      },
    });
  }
  return edits;
}

/** The table entry for the word before the preposition at `p`, and the head as the explanation names it. */
function lookUp(sentence: Word[], p: number, lexicon: EnglishLexicon): { head: string; right: Right } | undefined {
  const wrong = sentence[p]!.lower;
  const word = sentence[p - 1]!;
  const before = sentence[p - 2];
  const joinedBefore = before !== undefined && !endsClause(before);
  // 'fed up from the noise'
  if (word.lower === "up" && joinedBefore && before!.lower === "fed")
    return wrong === "from" ? { head: "fed up", right: "with" } : undefined;
  // 'used to' the adjective only after 'be' or 'get' ('the tools used at work' is a passive).
  if (word.lower === "used") {
    let k = p - 2;
    while (k > 0 && /^(not|so|really|very|still|already|never|quite|just)$/.test(sentence[k]!.lower)) k--;
    if (
      !/^(am|is|are|was|were|be|been|get|gets|got|getting|i'm|he's|she's|we're|they're|you're)$/.test(
        sentence[k]?.lower ?? "",
      )
    )
      return undefined;
  }
  // 'fall in love in him' -> 'with'.
  if (word.lower === "love" && before?.lower === "in" && wrong === "in")
    return { head: "in love", right: { person: "with" } };
  // 'prepare myself on the exam': the verb before a reflexive pronoun.
  if (/^(myself|yourself|himself|herself|ourselves|themselves)$/.test(word.lower) && joinedBefore) {
    for (const lemma of lemmas(before!.lower, lexicon)) {
      const verb = VERBS[lemma]?.[wrong];
      if (verb) return { head: lemma, right: verb };
    }
  }
  const adjective = ADJECTIVES[word.lower]?.[wrong];
  if (adjective) return { head: word.lower, right: adjective };
  const noun = NOUNS[word.lower]?.[wrong];
  if (noun && isNounReading(sentence, p - 1, lexicon)) return { head: word.lower, right: noun };
  if (!/^[a-z]+$/i.test(word.text)) return undefined;
  for (const lemma of lemmas(word.lower, lexicon)) {
    const verb = VERBS[lemma]?.[wrong];
    if (verb) return isVerbReading(sentence, p - 1, lexicon) ? { head: lemma, right: verb } : undefined;
  }
  return undefined;
}

/** The infinitives a word may be a form of: compromise's, and the regular ones of British spellings it lacks. */
export function lemmas(word: string, lexicon: EnglishLexicon, table: object = VERBS): string[] {
  const found = lexicon.verb(word)?.infinitive;
  const regular = [word];
  const stem = /^(.+?)(ies|ied)$/.exec(word);
  if (stem) regular.push(`${stem[1]}y`);
  for (const ending of ["s", "es", "d", "ed", "ing"])
    if (word.endsWith(ending) && word.length > ending.length + 2) {
      const base = word.slice(0, -ending.length);
      regular.push(base, `${base}e`);
      if (/(.)\1$/.test(base)) regular.push(base.slice(0, -1));
    }
  return [...(found ? [found] : []), ...regular.filter((w) => w in table)];
}

/** A noun head after a determiner or possessive, maybe with adjectives between ('a big interest'). */
function isNounReading(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const noun = sentence[i]!.lower;
  const only = NOUN_ONLY_AFTER[noun];
  const before = sentence[i - 1];
  if (only) return before !== undefined && !endsClause(before) && only.test(before.lower);
  const also = NOUN_ALSO_AFTER[noun];
  if (also && (!before || endsClause(before) || also.test(before.lower))) return true;
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const w = sentence[k]!;
    if (endsClause(w)) return false;
    if (DETERMINERS.has(w.lower) || isPossessiveNoun(lexicon, w.lower) || /^(\d+|what's|one)$/.test(w.lower))
      return true;
    const tags = lexicon.tags(w.lower);
    if (!(tags.has("Adjective") || tags.has("Cardinal") || /^(very|really|so|quite)$/.test(w.lower))) return false;
  }
  return false;
}

const BEFORE_VERB =
  /^(i|you|we|they|he|she|it|who|to|please|not|never|always|often|usually|sometimes|also|just|really|still|already|ever|rarely|seldom|and|or|people|everyone|everybody|nobody|someone)$/;

/**
 * A verb head. A word that is a noun too ('dream', 'hope', 'point') needs a subject, an auxiliary or 'to' before it
 * ('a dream from my childhood', 'hope on the horizon', 'the point on the map' are nouns).
 */
function isVerbReading(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i]!;
  const before = sentence[i - 1];
  if (!before || endsClause(before)) return true;
  const b = before.lower;
  if (/^(the|a|an)$/.test(b) || POSSESSIVES.has(b)) return false;
  if (!lexicon.tags(word.lower).has("Noun") || /(ed|ing)$/.test(word.lower)) return true;
  // 'The whole flat smells of ...': a singular subject noun and a verb in '-s'.
  if (/[^s]s$/.test(word.lower)) {
    // A subject noun phrase ends before it: 'the whole flat smells', 'my brother dreams'.
    for (let k = i - 1; k >= Math.max(0, i - 4) && !endsClause(sentence[k]); k--) {
      if (k < i - 1 && DETERMINERS.has(sentence[k]!.lower)) return !lexicon.tags(b).has("Plural");
      if (DETERMINERS.has(sentence[k]!.lower) || AUXILIARIES.has(sentence[k]!.lower)) break;
    }
  }
  if (BEFORE_VERB.test(b) || AUXILIARIES.has(b) || b.endsWith("n't") || /^[a-z]+'(ll|d)$/.test(b)) return true;
  // 'My parents worry for ...', 'Tom hopes ...': a plural noun or a name as the subject.
  return /^\p{Lu}\p{Ll}+$/u.test(before.text) || (lexicon.tags(b).has("Plural") && !lexicon.tags(b).has("Verb"));
}

const PERSON_PRONOUNS = /^(me|you|him|her|us|them|myself|yourself|himself|herself|ourselves|themselves)$/;
const PEOPLE =
  /^(friends?|neighbou?rs?|boss(es)?|colleagues?|students?|pupils?|kids?|children|child|people|parents?|classmates?|guests?|visitors?|customers?|clients?|teachers?|doctors?|partners?|husband|wife|girlfriend|boyfriend|family|team|everyone|everybody|someone|somebody|nobody|anyone|anybody|others|boy|girl|man|woman|men|women|baby|guys?|lady|ladies|gentlem[ae]n|babysitters?|cousins?|aunts?|uncles?|nieces?|nephews?|fianc[eé]e?)$/;

/** The object after a preposition: where its head word is, and whether it is a person or an '-ing' form. */
export interface PrepObject {
  start: number;
  head: number;
  person: boolean;
  gerund: boolean;
}

/** 'me', 'Anna', 'my old friends', 'the long delay', 'Korean pop music', 'finding a flat'; undefined if unclear. */
export function readObject(sentence: Word[], k: number, lexicon: EnglishLexicon): PrepObject | undefined {
  const first = sentence[k];
  if (!first || first.lead) return undefined;
  // 'her' before a noun is a possessive ('kind with her words').
  const possessive = first.lower === "her" && !endsClause(first) && lexicon.tags(at(sentence, k + 1)).has("Noun");
  if (PERSON_PRONOUNS.test(first.lower) && !possessive) return { start: k, head: k, person: true, gerund: false };
  if (/^(it|this|that|everything|something|anything|nothing|them)$/.test(first.lower)) {
    const next = sentence[k + 1];
    if (endsClause(first) || !next || !lexicon.tags(next.lower).has("Noun"))
      return { start: k, head: k, person: false, gerund: false };
  }
  const firstTags = lexicon.tags(first.lower);
  if (/ing$/.test(first.lower) && firstTags.has("Gerund") && !DETERMINERS.has(first.lower))
    return { start: k, head: k, person: false, gerund: true };
  let i = k;
  // Determiners, possessives, numbers, adjectives.
  while (i < sentence.length && i < k + 4 && !endsClause(sentence[i])) {
    const w = sentence[i]!;
    const tags = lexicon.tags(w.lower);
    const modifier =
      DETERMINERS.has(w.lower) ||
      isPossessiveNoun(lexicon, w.lower) ||
      /^\d+$/.test(w.lower) ||
      tags.has("Cardinal") ||
      tags.has("Demonym") ||
      (tags.has("Ordinal") &&
        !endsClause(w) &&
        lexicon.tags(at(sentence, i + 1)).has("Noun") &&
        !lexicon.tags(at(sentence, i + 1)).has("Pronoun")) ||
      (tags.has("Adjective") && !tags.has("Noun")) ||
      /^(very|really|so|new|old|long|big|small)$/.test(w.lower);
    if (!modifier) break;
    i++;
  }
  const noun = sentence[i];
  if (!noun) return undefined;
  const tags = lexicon.tags(noun.lower);
  const name = /^\p{Lu}\p{Ll}+$/u.test(noun.text) && i > 0;
  if (name && (tags.has("Person") || tags.has("FirstName") || tags.has("MaleName") || tags.has("FemaleName")))
    return { start: k, head: i, person: true, gerund: false };
  // After a determiner, a word compromise knows only as a verb is a noun ('the present', 'a discount').
  const afterDeterminer = i > k && DETERMINERS.has(sentence[i - 1]!.lower) && tags.has("Infinitive");
  if (!tags.has("Noun") && !name && !afterDeterminer) return undefined;
  // A compound's last noun is its head ('pop music').
  let head = i;
  while (
    !endsClause(sentence[head]) &&
    sentence[head + 1] &&
    lexicon.tags(sentence[head + 1]!.lower).has("Noun") &&
    !lexicon.tags(sentence[head + 1]!.lower).has("Preposition") &&
    !lexicon.tags(sentence[head + 1]!.lower).has("Pronoun") &&
    !/^(and|or|but|because|when|if|that|who|which|there|here|tonight|today|now|then)$/.test(sentence[head + 1]!.lower)
  )
    head++;
  const headWord = sentence[head]!.lower;
  const headTags = lexicon.tags(headWord);
  // 'Bill', 'Art' are names only with a capital ('the bill', 'modern art').
  const named = headTags.has("Person") && /^\p{Lu}/u.test(sentence[head]!.text);
  const person = headTags.has("Actor") || headTags.has("FamilyMember") || named || PEOPLE.test(headWord);
  return { start: k, head, person, gerund: false };
}

/** Objects that make the phrase a time, a place, a medium or a way, not the head's object ('proud on Sunday'). */
const ADVERBIAL =
  /^(morning|afternoon|evening|night|nights|day|days|week|weeks|weekend|weekends|month|months|year|years|time|times|moment|minute|minutes|hour|hours|second|seconds|beginning|start|end|first|outset|childhood|youth|age|now|then|today|tomorrow|yesterday|holiday|holidays|summer|winter|spring|autumn|christmas|easter|phone|telephone|radio|tv|television|internet|web|website|screen|page|way|road|street|bus|train|plane|floor|beach|island|side|stage|air|line|board|ground|wall|purpose|chance|accident|mistake|heart|nature|sight|behalf|average|default|principle|feet|toes|knees|own|spot|horizon|trip|journey|experience|memory|scratch|home|abroad|above|below|behind|outside|inside|media|app|site|platform|twitter|facebook|instagram|tiktok|youtube|whatsapp|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|reason|reasons|sake|purposes|while|once|life|ever|good|nothing|point|level|levels|scale|speed|pace|rate|stage|cost|price|length|distance|glance|risk|expense|least|most|best|worst|large|random|instinct|impulse|reflex|form|paper|card|sheet|forum|thread|blog|chat|channel|whole|sudden|purpose|average|foot|duty|leave|sale|fire|hold|edge)$/;
/** Events, which make a time with 'before', 'after', 'at' ('afraid before the exam', 'tired after the party'). */
const EVENTS =
  /^(rain|storm|war|accident|surgery|operation|death|divorce|breakup|exams?|tests?|interviews?|party|parties|lessons?|school|work|meetings?|trip|journey|flight|match|game|race|concert|show|wedding|funeral|dinner|lunch|breakfast|meal|film|movie|class|classes|news|crash|fight|argument|game)$/;

/** Whether the object makes a time, place or way phrase of its own. */
export function isAdverbial(sentence: Word[], p: number, object: PrepObject, lexicon: EnglishLexicon): boolean {
  const head = sentence[object.head]!;
  const wrong = sentence[p]!.lower;
  // 'excited of my holiday', 'contact to the school': these never start a time or a place.
  if (/^(of|about|with|against|like|to)$/.test(wrong)) return false;
  if (/^(before|after|at|over|during)$/.test(wrong) && EVENTS.test(head.lower)) return true;
  const tags = lexicon.tags(head.lower);
  // 'from' starts a time only before the words listed ('from the start', 'from time to time'), a date or a place
  // ('full from Monday', 'from Munich').
  if (wrong === "from")
    return (
      ADVERBIAL.test(head.lower) ||
      /^\d/.test(head.lower) ||
      ["WeekDay", "Month", "Place", "City", "Country"].some((t) => tags.has(t)) ||
      /^(today|tomorrow|tonight|yesterday|now)$/.test(head.lower) ||
      (/^\p{Lu}/u.test(head.text) && !object.person)
    );
  if (tags.has("Date") || tags.has("Duration") || tags.has("WeekDay") || tags.has("Month")) return true;
  if (/^\d/.test(head.lower) || (tags.has("Cardinal") && object.head === object.start)) return true;
  if (tags.has("Place") || tags.has("City") || tags.has("Country")) return true;
  // 'on Twitter', 'at Siemens': a capitalised name that is not a person's is a place or a platform.
  if (/^\p{Lu}/u.test(head.text) && !object.person && /^(on|at|in|from)$/.test(wrong)) return true;
  return ADVERBIAL.test(head.lower);
}

/** The preposition an entry gives for this object, or undefined where the wrong one may be right. */
function resolve(right: Right, sentence: Word[], p: number, object: PrepObject): string | undefined {
  // 'It smells after cleaning', 'afraid before flying': times.
  if (object.gerund && /^(before|after)$/.test(sentence[p]!.lower)) return undefined;
  // 'She's crazy after him' is a state; 'went crazy after the goal' is a time.
  if (/^(before|after)$/.test(sentence[p]!.lower) && ADJECTIVES[sentence[p - 1]!.lower] && !afterBe(sentence, p - 1))
    return undefined;
  if (typeof right === "string") return right;
  const head = sentence[object.head]!.lower;
  if (right.except?.test(head)) return undefined;
  if (right.notAfter?.test(sentence[p - 2]?.lower ?? "")) return undefined;
  // 'the difference of 3 and 5' is arithmetic.
  if (right.pair && (sentence[object.head + 1]?.lower !== "and" || /^\d/.test(head))) return undefined;
  if (right.gerund) return object.gerund ? right.gerund : undefined;
  if (object.gerund) return undefined;
  if (right.objects && !right.objects.test(head)) return undefined;
  if (right.telling && !negated(sentence, p)) return undefined;
  if (object.person && right.toldPerson) return negated(sentence, p) ? right.toldPerson : undefined;
  if (object.person) return right.person ?? (right.thing ? undefined : right.right);
  return right.thing ?? (right.person ? undefined : right.right);
}

/** 'Don't shout to me', 'Stop yelling to him': a clause telling someone off. */
function negated(sentence: Word[], p: number): boolean {
  for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--)
    if (/^(not|never|stop|stopped|don't|doesn't|didn't|won't|can't|n't)$/.test(sentence[k]!.lower)) return true;
  for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--) if (sentence[k]!.lower.endsWith("n't")) return true;
  return false;
}

/** 'the difference of British and American English': two things joined by 'and', whatever their words. */
function pairObject(sentence: Word[], p: number, right: Right): PrepObject | undefined {
  if (typeof right === "string" || !right.pair) return undefined;
  for (let k = p + 1; k < Math.min(sentence.length, p + 5); k++) {
    if (sentence[k + 1]?.lower === "and") return { start: p + 1, head: k, person: false, gerund: false };
    if (endsClause(sentence[k])) return undefined;
  }
  return undefined;
}

/** A form of 'be' just before an adjective ('she's crazy', 'I was always afraid'). */
function afterBe(sentence: Word[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3) && !endsClause(sentence[k]); k--) {
    const w = sentence[k]!.lower;
    if (/^(am|is|are|was|were|be|been|being|'m|'s|'re|i'm|he's|she's|it's|we're|you're|they're|that's)$/.test(w))
      return true;
    if (
      !/^(so|very|really|always|never|often|still|totally|completely|quite|a|bit|little|not|too|all|absolutely)$/.test(
        w,
      )
    )
      return false;
  }
  return false;
}
