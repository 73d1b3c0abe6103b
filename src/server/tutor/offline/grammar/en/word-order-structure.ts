import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon, VerbForms } from "./lexicon";
import { readSubject, type Subject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { onlyQuestion, phrasesEnd, subjectBefore, timeEnd } from "./word-order-read";
import {
  AUXILIARIES,
  DETERMINERS,
  endsClause,
  isNumberWord,
  nounNumber,
  readNounPhrase,
  SUBJECT_PRONOUNS,
} from "./words";

/**
 * Word order read from the clause's structure rather than from particular words: the verb second after ANY
 * fronted time, place or clause with ANY subject ('Every winter go my parents ...', 'Because the train was late,
 * missed I the meeting'), and a frequency adverb or a time between ANY subject's verb and its object ('My brother
 * plays often games', 'The old lady feeds every morning the pigeons'). Each keys on a subject read as a pronoun,
 * name or noun phrase and on a verb that agrees with it, so an unsure parse stays silent.
 */
export function structuralWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...frontedVerbSecond(sentence, lexicon),
    ...betweenVerbAndObject(sentence, lexicon),
    ...askedWithoutDo(sentence, lexicon),
    ...indirectBeFirst(sentence),
    ...adverbInQuestion(sentence, lexicon),
  ];
}

const lowerFirst = (words: string[]) => words.map((w, k) => (k === 0 && w !== "I" ? w.toLowerCase() : w));

const TIME_WORDS = /^(yesterday|today|tonight|tomorrow|then|now|later|afterwards|sometimes|often|usually|normally)$/;
const TIME_NOUNS =
  /^(morning|afternoon|evening|night|day|days|week|weekend|weekends|month|year|summer|winter|spring|autumn|holidays?|christmas|easter|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|january|february|march|april|may|june|july|august|september|october|november|december)$/;
const PREPOSITIONS = /^(in|on|at|after|before|during|from|with|for|since|until)$/;
const SUBORDINATORS = /^(because|when|if|although|though|as|since|after|before|while|once)$/;
/** Verbs that English itself puts before a subject after a place ('In the corner stood an old man'). */
const INVERTS = /^(be|come|go|stand|sit|lie|live|hang|remain|follow|appear|exist|run|fly|rise)$/;

/** The fronted part's end and whether it is a time: 'Yesterday', 'Every winter', 'At the end of the film'. */
export function frontedEnd(sentence: Word[], lexicon: EnglishLexicon): { end: number; time: boolean } | undefined {
  const first = sentence[0];
  if (!first) return undefined;
  if (TIME_WORDS.test(first.lower)) return { end: 1, time: true };
  if (/^(last|next|every|this)$/.test(first.lower) && TIME_NOUNS.test(sentence[1]?.lower ?? "") && !endsClause(first))
    return { end: 2, time: true };
  if (SUBORDINATORS.test(first.lower)) {
    const comma = sentence.findIndex((w) => endsClause(w));
    return comma >= 2 && comma < sentence.length - 2 && sentence[comma]!.trail.includes(",")
      ? { end: comma + 1, time: true }
      : undefined;
  }
  if (!PREPOSITIONS.test(first.lower)) return undefined;
  // A prepositional phrase of any length: words that are no verb, up to a noun, name or number before the verb.
  // 'after the concert', 'during the film': these prepositions make any phrase a time.
  let time = /^(after|before|during|since|until)$/.test(first.lower);
  for (let k = 1; k < Math.min(sentence.length - 2, 9); k++) {
    const word = sentence[k]!;
    if (TIME_NOUNS.test(word.lower) || /^\d+(:\d+)?$/.test(word.text)) time = true;
    if (endsClause(word)) return { end: k + 1, time };
    // A subject pronoun starts the clause ('On Saturday | we visited'): pronouns are nouns to the tagger.
    if (SUBJECT_PRONOUNS[word.lower]) return { end: k, time };
    // A determiner right after the phrase's noun starts the next phrase ('In the morning | my father ...').
    if (DETERMINERS.has(word.lower) && k > 1 && nounAt(sentence, k - 1, lexicon)) return { end: k, time };
    const tags = lexicon.tags(word.lower);
    const nounLike = tags.has("Noun") || /^\p{Lu}/u.test(word.text) || isNumberWord(lexicon, word.lower);
    if (AUXILIARIES.has(word.lower) || (tags.has("Verb") && !nounLike)) return undefined;
    if (nounLike && isVerbForm(sentence[k + 1], lexicon) && !DETERMINERS.has(word.lower)) return { end: k + 1, time };
  }
  return undefined;
}

function nounAt(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i]!;
  return !DETERMINERS.has(word.lower) && (lexicon.tags(word.lower).has("Noun") || /^\p{Lu}/u.test(word.text));
}

function isVerbForm(word: Word | undefined, lexicon: EnglishLexicon): boolean {
  return Boolean(word && /^[a-z]+$/.test(word.text) && !AUXILIARIES.has(word.lower) && lexicon.verb(word.lower));
}

/** Whether a verb form agrees with the subject: the past, or the present of its person. */
function agrees(verb: string, forms: VerbForms, subject: Subject): boolean {
  if (verb === forms.past && forms.past !== forms.infinitive) return true;
  return verb === (subject.person === "3s" ? forms.present : forms.infinitive);
}

/** Verbs whose imperative takes a person and a thing ('give the kids water') or a person and a verb ('let'). */
const IMPERATIVE_OBJECT =
  /^(give|tell|show|bring|send|buy|make|get|offer|teach|pass|hand|lend|write|read|cook|pay|ask|let|help|have|watch|see|hear|call|leave|wish|find|keep|take|save|order|promise|sell|throw|feed)$/;
const INDEFINITE = /^(everyone|everybody|someone|somebody|nobody|anyone|anybody)$/;

/** 'Every winter go my parents to the mountains' -> 'Every winter my parents go', 'After dinner took we a walk'. */
function frontedVerbSecond(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (sentence.at(-1)?.trail.includes("?")) return [];
  const fronted = frontedEnd(sentence, lexicon);
  if (!fronted) return [];
  const v = fronted.end;
  const verb = sentence[v];
  if (!verb || endsClause(verb) || !isVerbForm(verb, lexicon)) return [];
  const forms = lexicon.verb(verb.lower)!;
  let subject = readSubject(sentence, v + 1, lexicon, true);
  if (!subject || subject.start !== v + 1) return [];
  // 'the children cartoons' is no compound (a compound's first noun is singular): subject, then object.
  const first = sentence[subject.end - 2];
  if (subject.end - v > 3 && first && nounNumber(lexicon, first.lower) === "plural") {
    const shorter = readSubject(sentence.slice(0, subject.end - 1), v + 1, lexicon, true);
    if (shorter?.end === subject.end - 1) subject = shorter;
  }
  const after = sentence[subject.end];
  const closes = endsClause(sentence[subject.end - 1]) || !after;
  // 'Then came the rain', 'In the corner stood a man': a noun subject closing the clause may be English inversion.
  // After a time a verb of no motion or place keeps its subject first ('On Monday starts my new job').
  const timeInversion =
    timeEnd(sentence, 0, lexicon) === v &&
    !INVERTS.test(forms.infinitive) &&
    !/^(arrive|begin|happen)$/.test(verb.lower);
  if (closes && !subject.pronoun && !INDEFINITE.test(sentence[v + 1]!.lower) && !timeInversion) return [];
  if (!agrees(verb.lower, forms, subject)) return [];
  // 'Then give the children some water', 'Now let the kids play': an imperative before its object, not a subject.
  // 'watch', 'let', 'help' take a person and a verb, not a person and a thing ('watch the children cartoons').
  const thing = after && !closes && !isVerbForm(after, lexicon) && lexicon.tags(after.lower).has("Noun");
  const personAndVerb = /^(let|help|have|watch|see|hear)$/.test(forms.infinitive);
  if (!subject.pronoun && verb.lower === forms.infinitive && IMPERATIVE_OBJECT.test(forms.infinitive))
    if (!(thing && personAndVerb)) return [];
  if (after && !closes && !subject.pronoun && isVerbForm(after, lexicon) && !lexicon.tags(after.lower).has("Noun"))
    return [];
  const verbTags = lexicon.tags(verb.lower);
  if (verbTags.has("Noun") && !subject.pronoun && !closes && !DETERMINERS.has(after!.lower)) {
    if (!fronted.time) return [];
  }
  if (!fronted.time && (INVERTS.test(forms.infinitive) || (after && !DETERMINERS.has(after.lower)))) return [];
  const subjectWords = texts(sentence.slice(v + 1, subject.end));
  const example = [...lowerFirst(texts(sentence.slice(0, v))), ...subjectWords, verb.lower].join(" ");
  return [
    edit(v, subject.end, [...subjectWords, verb.text], {
      en: `the subject comes before the verb: ${example}`,
      de: `das Subjekt steht vor dem Verb: ${example}`,
    }),
  ];
}

const FREQUENCY = /^(always|usually|often|sometimes|never|rarely|seldom|normally|also)$/;

/** A time of one or two words at `i` ('yesterday', 'every morning', 'last week', 'on Sunday'), and its end. */
function timeAt(sentence: Word[], i: number): number | undefined {
  const word = sentence[i]?.lower ?? "";
  if (/^(yesterday|today|tomorrow|tonight)$/.test(word)) return i + 1;
  if (
    /^(last|every|next|this|on)$/.test(word) &&
    TIME_NOUNS.test(sentence[i + 1]?.lower ?? "") &&
    !endsClause(sentence[i])
  )
    return i + 2;
  return undefined;
}

/**
 * 'My brother plays often computer games' -> 'often plays', 'The old lady feeds every morning the pigeons' ->
 * 'feeds the pigeons every morning': any subject, a verb agreeing with it, then the adverb or time, then an object.
 */
function betweenVerbAndObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const fronted = sentence.at(-1)?.trail.includes("?") ? undefined : frontedEnd(sentence, lexicon)?.end;
  for (let i = 0; i < sentence.length - 3; i++) {
    const starts =
      i === fronted || endsClause(sentence[i - 1]) || /^(and|but|so|because|when|that)$/.test(sentence[i - 1]!.lower);
    if (i > 0 && !starts) continue;
    const subject =
      readSubject(sentence, i, lexicon, true) ?? (i === 0 ? subjectBefore(sentence, 1, lexicon) : undefined);
    if (!subject || subject.pronoun || endsClause(sentence[subject.end - 1])) continue;
    const v = subject.end;
    const verb = sentence[v]!;
    if (!verb || endsClause(verb) || !isVerbForm(verb, lexicon)) continue;
    const forms = lexicon.verb(verb.lower)!;
    if (!agrees(verb.lower, forms, subject) || forms.infinitive === "have") continue;
    const adverb = sentence[v + 1];
    if (adverb && FREQUENCY.test(adverb.lower) && !endsClause(adverb)) {
      const object = readNounPhrase(sentence, v + 2, lexicon);
      const plain = sentence[v + 2] && lexicon.tags(sentence[v + 2]!.lower).has("Noun");
      if (!object && !plain) continue;
      const example = [...lowerFirst(texts(sentence.slice(subject.start, v))), adverb.lower, verb.lower].join(" ");
      return [
        edit(v, v + 2, [adverb.text, verb.text], {
          en: `'${adverb.lower}' goes before the verb: ${example}`,
          de: `'${adverb.lower}' steht vor dem Verb: ${example}`,
        }),
      ];
    }
    const t = timeAt(sentence, v + 1);
    if (t === undefined || endsClause(sentence[t - 1])) continue;
    let end = t;
    while (end < sentence.length && !endsClause(sentence[end - 1])) end++;
    const object = readNounPhrase(sentence, t, lexicon) ?? numbered(sentence, t, lexicon);
    if (!object) continue;
    // The object, and at most an 'of' phrase after it ('two cups of coffee'), to the clause's end.
    const rest = sentence.slice(t, end);
    const ofPhrase = sentence[object.end]?.lower === "of" && end - object.end <= 3;
    if (object.end !== end && !ofPhrase && phrasesEnd(sentence, object.end, lexicon) !== end) continue;
    const time = texts(sentence.slice(v + 1, t));
    const example = [verb.lower, ...texts(rest), ...time].join(" ");
    return [
      edit(v + 1, end, [...texts(rest), ...time], {
        en: `the time goes after the object: ${example}`,
        de: `die Zeit steht nach dem Objekt: ${example}`,
      }),
    ];
  }
  return [];
}

/** 'two cups', 'three novels': a number and a plural noun. */
function numbered(sentence: Word[], i: number, lexicon: EnglishLexicon): { end: number } | undefined {
  const [number, noun] = [sentence[i], sentence[i + 1]];
  if (!number || !noun || endsClause(number) || !isNumberWord(lexicon, number.lower)) return undefined;
  return lexicon.tags(noun.lower).has("Noun") ? { end: i + 2 } : undefined;
}

const WH = /^(what|where|when|why|how)$/;
/** Words that make one phrase with the question word ('how often', 'what time'). */
const WH_PHRASE = /^(much|many|often|long|far|old|time)$/;

/** 'Where your parents live?' -> 'Where do your parents live?', 'Why the bus stops here?' -> 'Why does the bus stop'. */
function askedWithoutDo(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!onlyQuestion(sentence) || !WH.test(sentence[0]?.lower ?? "") || endsClause(sentence[0])) return [];
  const h = WH_PHRASE.test(sentence[1]?.lower ?? "") ? 2 : 1;
  const subject = readSubject(sentence, h, lexicon, true);
  if (!subject || subject.pronoun || endsClause(sentence[subject.end - 1])) return [];
  const verb = sentence[subject.end];
  if (!isVerbForm(verb, lexicon)) return [];
  const forms = lexicon.verb(verb!.lower)!;
  // The present only ('What your sister studied?' may be an echo question): 'studies' after 'your sister'.
  const third = subject.person === "3s";
  if (verb!.lower !== (third ? forms.present : forms.infinitive) || forms.present === forms.infinitive) return [];
  if (lexicon.tags(verb!.lower).has("PastTense")) return [];
  const auxiliary = third ? "does" : "do";
  const subjectWords = texts(sentence.slice(h, subject.end));
  const example = [...lowerFirst(texts(sentence.slice(0, h))), auxiliary, ...subjectWords, forms.infinitive].join(" ");
  return [
    edit(h, subject.end + 1, [auxiliary, ...subjectWords, forms.infinitive], {
      en: `a question needs '${auxiliary}': ${example}`,
      de: `die Frage braucht '${auxiliary}': ${example}`,
    }),
  ];
}

const ASKING = /^(know|understand|wonder|remember|idea|sure|tell|ask|asked|explain|forget|forgot|me|us|him|her)$/;

/** 'I don't understand why is he angry' -> 'why he is angry': an indirect question keeps the subject first. */
function indirectBeFirst(sentence: Word[]): GrammarEdit[] {
  for (let w = 1; w < sentence.length - 3; w++) {
    if (!WH.test(sentence[w]!.lower) || !ASKING.test(sentence[w - 1]!.lower) || endsClause(sentence[w - 1])) continue;
    const b = WH_PHRASE.test(sentence[w + 1]?.lower ?? "") ? w + 2 : w + 1;
    const [be, pronoun] = [sentence[b], sentence[b + 1]];
    if (!be || !pronoun || !/^(am|is|are|was|were)$/.test(be.lower) || endsClause(be)) continue;
    // I, he, she, we, they are only subjects; a word must follow ('what time is it' is the older rule's).
    if (!/^(i|he|she|we|they)$/.test(pronoun.lower) || endsClause(pronoun) || !sentence[b + 2]) continue;
    const example = [...texts(sentence.slice(w, b)).map((x) => x.toLowerCase()), pronoun.text, be.lower].join(" ");
    return [
      edit(b, b + 2, [pronoun.text, be.lower], {
        en: `in an indirect question the subject comes first: ${example}`,
        de: `in der indirekten Frage steht das Subjekt vorn: ${example}`,
      }),
    ];
  }
  return [];
}

/** 'Does your boss work often at home?' -> 'Does your boss often work': the adverb before the verb in a question too. */
function adverbInQuestion(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!sentence.at(-1)?.trail.includes("?")) return [];
  const aux = sentence[0];
  if (!aux || !/^(do|does|did|don't|doesn't|didn't)$/.test(aux.lower) || endsClause(aux)) return [];
  const subject = readSubject(sentence, 1, lexicon, true);
  if (!subject || endsClause(sentence[subject.end - 1])) return [];
  const v = subject.end;
  const [verb, adverb] = [sentence[v], sentence[v + 1]];
  if (!verb || !adverb || !isVerbForm(verb, lexicon) || endsClause(verb)) return [];
  if (!/^(always|usually|often|sometimes|never|rarely|seldom|normally|ever)$/.test(adverb.lower)) return [];
  if (lexicon.verb(verb.lower)!.infinitive !== verb.lower || !sentence[v + 2]) return [];
  const example = [...lowerFirst(texts(sentence.slice(0, v))), adverb.lower, verb.lower].join(" ");
  return [
    edit(v, v + 2, [adverb.text, verb.text], {
      en: `'${adverb.lower}' goes before the verb: ${example}`,
      de: `'${adverb.lower}' steht vor dem Verb: ${example}`,
    }),
  ];
}
