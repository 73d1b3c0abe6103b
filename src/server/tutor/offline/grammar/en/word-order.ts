import { capitalise } from "../../letters";
import type { Explanation, GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { adjectiveAfterNoun } from "./word-order-adjectives";
import { auxiliaryWordOrder } from "./word-order-adverbs";
import { afterNamedPerson } from "./word-order-asked";
import { moreWordOrder, withMoreWordOrder } from "./word-order-clauses";
import { degreeAfterObject } from "./word-order-degree";
import { texts } from "./word-order-edit";
import { enoughBefore } from "./word-order-enough";
import { wordOrderLexicon } from "./word-order-lexicon";
import { phraseWordOrder } from "./word-order-phrases";
import { questionStart, questionWordOrder } from "./word-order-questions";
import { asks, nounEnd, onlyQuestion, phrasesEnd, TIME_NOUNS, timeEnd } from "./word-order-read";
import { structuralWordOrder } from "./word-order-structure";
import { whWordOrder } from "./word-order-wh";
import {
  AUXILIARIES,
  BE_FORMS,
  DETERMINERS,
  endsClause,
  isCapitalised,
  MODALS,
  readNounPhrase,
  SUBJECT_PRONOUNS,
} from "./words";

/**
 * Word order: an adverb after the object ('I like very much Italian food' -> 'I like Italian food very much'), a
 * frequency adverb before the main verb and after 'be' ('I go always' -> 'I always go'), the subject before the verb
 * in a statement and an indirect question ('Yesterday went I', 'where is the bank' after 'Do you know'), the verb
 * before it in a question ('How old your brother is?'), an adjective before its noun ('a jacket blue').
 */
export function wordOrder(sentence: Word[], raw: EnglishLexicon): GrammarEdit[] {
  const lexicon = wordOrderLexicon(raw);
  const edits = clauseWordOrder(sentence, lexicon);
  // 'So how your weekend was?', 'Sorry, what means this word?': the question after its opener, read on its own.
  const q = questionStart(sentence);
  if (q > 0)
    for (const more of clauseWordOrder(sentence.slice(q), lexicon)) {
      const shifted = { ...more, start: more.start + q, end: more.end + q };
      if (!edits.some((e) => e.start < shifted.end && shifted.start < e.end)) edits.push(shifted);
    }
  // 'I asked the landlord how much is the deposit': read as after 'asked me'.
  for (const more of afterNamedPerson(sentence, lexicon, clauseWordOrder))
    if (!edits.some((e) => e.start < more.end && more.start < e.end)) edits.push(more);
  return edits;
}

function clauseWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits = [
    ...frontedNever(sentence, lexicon),
    ...invertedStatement(sentence),
    ...directQuestion(sentence, lexicon),
    ...whWordOrder(sentence, lexicon),
    ...questionWordOrder(sentence, lexicon),
    ...indirectQuestion(sentence, lexicon),
    ...degreeAfterObject(sentence, lexicon),
    ...adverbAfterObject(sentence, lexicon),
    ...frequencyAdverb(sentence, lexicon),
    ...adjectiveAfterNoun(sentence, lexicon),
    ...enoughBefore(sentence, lexicon),
    ...moreWordOrder(sentence, lexicon),
  ];
  const structural = [
    ...structuralWordOrder(sentence, lexicon),
    ...auxiliaryWordOrder(sentence, lexicon),
    ...phraseWordOrder(sentence, lexicon),
  ];
  for (const more of structural) if (!edits.some((e) => e.start < more.end && more.start < e.end)) edits.push(more);
  return withMoreWordOrder(edits, sentence, lexicon);
}

const FREQUENCY = new Set([
  "always",
  "usually",
  "often",
  "never",
  "sometimes",
  "rarely",
  "seldom",
  "normally",
  "also",
  "already",
  "ever",
  "just",
  "still",
]);
const decapitalise = (word: Word) =>
  word.text === "I" || (isCapitalised(word) && word.text !== capitalise(word.lower)) ? word.text : word.lower;

function edit(start: number, end: number, words: string[], explain: Explanation): GrammarEdit {
  return { start, end, words, category: "word-order", explain };
}

/** The clause's last word from `i` on (its end mark or the sentence's end). */
function clauseEnd(sentence: Word[], i: number): number {
  for (let k = i; k < sentence.length; k++) if (endsClause(sentence[k])) return k;
  return sentence.length - 1;
}

/** A plain object: a noun phrase or a name or pronoun, with no verb or clause word in it. */
function isObject(words: Word[], lexicon: EnglishLexicon): boolean {
  // 'paella and seafood', 'my brother and my sister': two objects joined by 'and'.
  const and = words.findIndex((w, k) => k > 0 && w.lower === "and");
  if (and > 0 && words.length <= 7)
    return isObject(words.slice(0, and), lexicon) && isObject(words.slice(and + 1), lexicon);
  if (words.length === 0 || words.length > 5) return false;
  const first = words[0]!.lower;
  if (/^(to|that|if|when|because|and|but|or|at|in|on|for|with|from|about|of|by)$/.test(first)) return false;
  return words.every((w) => {
    if (AUXILIARIES.has(w.lower) || /^(to|that|and|but|because|when|if)$/.test(w.lower)) return false;
    const tags = lexicon.tags(w.lower);
    if (tags.has("Adverb") && !tags.has("Noun") && !tags.has("Adjective")) return false;
    return (
      DETERMINERS.has(w.lower) || tags.has("Noun") || tags.has("Adjective") || isCapitalised(w) || tags.has("Value")
    );
  });
}

/** A lexical verb (not 'be', an auxiliary or a modal). */
function isLexicalVerb(word: Word, lexicon: EnglishLexicon): boolean {
  if (!/^[a-z]+$/.test(word.text) || AUXILIARIES.has(word.lower)) return false;
  return lexicon.verb(word.lower) !== undefined;
}

/** 'I like very much Italian food' -> 'I like Italian food very much'; 'She speaks fluently German'. */
function adverbAfterObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let a = 1; a < sentence.length - 1; a++) {
    const verb = sentence[a - 1]!;
    if (!isLexicalVerb(verb, lexicon) || endsClause(verb)) continue;
    const word = sentence[a]!;
    let adverbEnd: number;
    if (word.lower === "very" && /^(much|well)$/.test(sentence[a + 1]?.lower ?? "") && !endsClause(word))
      adverbEnd = a + 2;
    else if (word.lower === "well") adverbEnd = a + 1;
    // 'speak quite well English', 'speaks really fluently German': a degree before the manner.
    else if (/^(quite|really|pretty|so|extremely|very)$/.test(word.lower) && !endsClause(word)) {
      const manner = sentence[a + 1]?.lower ?? "";
      if (manner !== "well" && !isMannerAdverb(manner, lexicon)) continue;
      adverbEnd = a + 2;
    }
    // 'kicked hard the ball', 'drives fast the car': a flat adverb before a determiner's object.
    else if (/^(hard|fast|loud)$/.test(word.lower) && DETERMINERS.has(sentence[a + 1]?.lower ?? "")) {
      if (LINKING.test(lexicon.verb(verb.lower)?.infinitive ?? "")) continue;
      adverbEnd = a + 1;
    } else if (isMannerAdverb(word.lower, lexicon)) adverbEnd = a + 1;
    else continue;
    if (endsClause(sentence[adverbEnd - 1])) continue;
    const end = clauseEnd(sentence, adverbEnd);
    const object = sentence.slice(adverbEnd, end + 1);
    // 'like very much pizza with mushrooms': an object and its phrases (a manner's phrase is the verb's: 'speaks
    // English well with his clients').
    const objectOnly =
      adverbEnd === a + 2 && sentence[a + 1]!.lower === "much" ? nounEnd(sentence, adverbEnd, lexicon) : undefined;
    const withPhrases = objectOnly !== undefined && phrasesEnd(sentence, objectOnly, lexicon) === end + 1;
    if (!isObject(object, lexicon) && !withPhrases) continue;
    // 'sleep well last night': a time, not an object.
    const isTime = (w: Word) =>
      /^(last|next|every|yesterday|today|tonight|tomorrow|time|times)$/.test(w.lower) ||
      TIME_NOUNS.test(w.lower) ||
      lexicon.tags(w.lower).has("Date") ||
      lexicon.tags(w.lower).has("Duration");
    if (object.some(isTime)) continue;
    // The subject or 'to' before the verb: a finite verb or an infinitive, not a noun ('the work carefully done').
    const adverb = texts(sentence.slice(a, adverbEnd)).join(" ");
    const example = [verb.lower, ...texts(object), adverb].join(" ");
    return [
      edit(a, end + 1, [...texts(object), ...adverb.split(" ")], {
        en: `'${adverb}' goes after the object: ${example}`,
        de: `'${adverb}' steht nach dem Objekt: ${example}`,
      }),
    ];
  }
  return [];
}

/** Verbs after which 'hard', 'fast' are adjectives ('it seems hard', 'the exam looked hard'). */
const LINKING = /^(seem|look|sound|feel|become|get|stay|remain|keep|find|make|think|consider|go|turn|grow|hold)$/;

/** Adverbs of sentence or focus, which may stand before an object ('I visited recently the museum' aside). */
const NOT_MANNER =
  /^(only|really|actually|probably|finally|usually|normally|certainly|definitely|obviously|clearly|simply|nearly|mostly|mainly|especially|particularly|exactly|recently|hardly|early|daily|weekly|monthly|yearly|likely|generally|apparently|hopefully|basically|literally|immediately|already|family|friendly|lovely|ugly|silly|holy|fly|reply|supply|apply|rely|july|italy|sally|emily|lily|currently|nearly|merely|rarely|frequently|occasionally|personally|honestly|seriously|absolutely|completely|totally|fully|truly|largely|partly|mostly|almost)$/;

function isMannerAdverb(word: string, lexicon: EnglishLexicon): boolean {
  if (!/ly$/.test(word) || NOT_MANNER.test(word)) return false;
  const tags = lexicon.tags(word);
  return tags.has("Adverb") && !tags.has("Noun") && !tags.has("Adjective");
}

/** 'We have usually lunch' -> 'We usually have lunch'; 'I always am tired' -> 'I am always tired'; 'have been never'. */
function frequencyAdverb(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const subject = readSubject(sentence, i, lexicon);
    if (!subject || endsClause(sentence[subject.end - 1])) continue;
    const v = subject.end;
    const verb = sentence[v];
    const next = sentence[v + 1];
    if (!verb || !next || endsClause(verb)) continue;
    // 'I always am tired': after 'be'.
    if (
      FREQUENCY.has(verb.lower) &&
      /^(am|is|are|was|were)$/.test(next.lower) &&
      !endsClause(next) &&
      sentence[v + 2]
    ) {
      const example = `${texts(sentence.slice(subject.start, v))
        .join(" ")
        .replace(/^\S+/, (w) => (w === "I" ? w : w.toLowerCase()))} ${next.lower} ${verb.lower}`;
      edits.push(
        edit(v, v + 2, [next.text, verb.text], {
          en: `'${verb.lower}' goes after 'be': ${example}`,
          de: `'${verb.lower}' steht nach 'be': ${example}`,
        }),
      );
      continue;
    }
    if (!FREQUENCY.has(next.lower) || endsClause(next)) continue;
    // 'sit still', 'keep still': an adjective there.
    if (next.lower === "still" && /^(sit|stand|keep|stay|lie|hold|remain)/.test(verb.lower)) continue;
    const after = sentence[v + 2];
    if (!after) continue;
    const subjectText = texts(sentence.slice(subject.start, v))
      .join(" ")
      .replace(/^\S+/, (w) => (w === "I" ? w : w.toLowerCase()));
    if (/^(have|has|had)$/.test(verb.lower)) {
      // 'have usually lunch' (the main verb 'have') but 'have always wanted' (the perfect) is right.
      const forms = lexicon.verb(after.lower);
      if (forms && after.lower === forms.participle) continue;
      if (!lexicon.tags(after.lower).has("Noun") && !DETERMINERS.has(after.lower) && after.lower !== "to") continue;
    } else if (!isLexicalVerb(verb, lexicon) || (lexicon.tags(verb.lower).has("Noun") && !subject.pronoun)) continue;
    const example = `${subjectText} ${next.lower} ${verb.lower}`;
    edits.push(
      edit(v, v + 2, [next.text, verb.text], {
        en: `'${next.lower}' goes before the verb: ${example}`,
        de: `'${next.lower}' steht vor dem Verb: ${example}`,
      }),
    );
  }
  // 'I have been never to Scotland' -> 'I have never been'.
  sentence.forEach((aux, a) => {
    const participle = sentence[a + 1];
    const adverb = sentence[a + 2];
    if (!participle || !adverb || !/^(have|has|had)$/.test(aux.lower) || endsClause(aux) || endsClause(participle))
      return;
    if (!/^(never|always|ever|often|already|just)$/.test(adverb.lower)) return;
    const forms = lexicon.verb(participle.lower);
    if (!forms || forms.participle !== participle.lower || forms.infinitive === participle.lower) return;
    const example = `${aux.lower} ${adverb.lower} ${participle.lower}`;
    edits.push(
      edit(a + 1, a + 3, [adverb.text, participle.text], {
        en: `'${adverb.lower}' goes before the participle: ${example}`,
        de: `'${adverb.lower}' steht vor dem Partizip: ${example}`,
      }),
    );
  });
  return edits;
}

/**
 * 'Never I have seen such a dog' -> 'I have never seen', 'Never my son eats vegetables' -> 'My son never eats',
 * 'Always the bus comes late' -> 'The bus always comes': 'never', 'always', 'rarely', 'seldom' go after the
 * subject (after an auxiliary), not first with the subject after them. 'Usually I ...', 'Sometimes we ...' are right.
 */
function frontedNever(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const never = sentence[0];
  if (!never || !/^(never|always|rarely|seldom)$/.test(never.lower) || endsClause(never) || asks(sentence)) return [];
  const pronoun = sentence[1];
  const subject =
    pronoun && SUBJECT_PRONOUNS[pronoun.lower]
      ? { end: 2, person: SUBJECT_PRONOUNS[pronoun.lower] }
      : readSubject(sentence, 1, lexicon, true);
  if (!subject || subject.end < 2 || endsClause(sentence[subject.end - 1])) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || !/^[a-z']+$/.test(verb.text)) return [];
  const auxiliary = AUXILIARIES.has(verb.lower);
  // The verb agrees with the subject ('Never my son eats'); 'Never the same again' has none.
  const forms = auxiliary ? undefined : lexicon.verb(verb.lower);
  if (!auxiliary) {
    if (!forms || (!sentence[v + 1] && !endsClause(verb))) return [];
    const past = verb.lower === forms.past && forms.past !== forms.infinitive;
    if (!past && verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  }
  const subjectWords = texts(sentence.slice(1, v)).map((w, k) =>
    k === 0 ? capitalise(w === "I" ? w : decapitalise(sentence[1]!)) : w,
  );
  const adverb = never.lower;
  const words = auxiliary ? [...subjectWords, verb.text, adverb] : [...subjectWords, adverb, verb.text];
  const example = [decapitalise(sentence[1]!), ...words.slice(1)].join(" ");
  return [
    edit(0, v + 1, words, {
      en: `'${adverb}' goes after the subject, not first: ${example}`,
      de: `'${adverb}' steht nach dem Subjekt, nicht am Anfang: ${example}`,
    }),
  ];
}

const TIME_OPENERS = /^(yesterday|today|tomorrow|then|now|later|tonight)$/;

/** 'Yesterday went I to the cinema' -> 'Yesterday I went': English keeps the subject first after a time. */
function invertedStatement(sentence: Word[]): GrammarEdit[] {
  let v = -1;
  if (TIME_OPENERS.test(sentence[0]?.lower ?? "") && !endsClause(sentence[0])) v = 1;
  else if (/^(last|next|every)$/.test(sentence[0]?.lower ?? "") && !endsClause(sentence[1])) v = 2;
  // 'Yesterday evening we went', 'Last night evening': a part of the day belongs to the opener.
  while (
    v > 0 &&
    /^(morning|afternoon|evening|night|lunchtime)$/.test(sentence[v]?.lower ?? "") &&
    !endsClause(sentence[v])
  )
    v++;
  const verb = sentence[v];
  const pronoun = sentence[v + 1];
  if (!verb || !pronoun || !/^[a-z]+$/.test(verb.text) || endsClause(verb)) return [];
  // I, he, she, we, they are only subjects; 'you' and 'it' may be objects ('Yesterday called you ...').
  if (!/^(i|he|she|we|they)$/.test(pronoun.lower) || sentence.at(-1)?.trail.includes("?")) return [];
  const example = `${sentence
    .slice(0, v)
    .map((w) => w.lower)
    .join(" ")} ${pronoun.text} ${verb.lower}`;
  return [
    edit(v, v + 2, [pronoun.text, verb.text], {
      en: `the subject comes before the verb: ${example}`,
      de: `das Subjekt steht vor dem Verb: ${example}`,
    }),
  ];
}

const WH = /^(what|where|when|why|how|which|who)$/;
/** Words that may follow a question word in its phrase ('how old', 'what time', 'how much'). */
const WH_PHRASE = /^(old|much|many|long|often|far|time|big|tall|good|kind)$/;

/** 'How old your brother is?' -> 'How old is your brother?', 'What you are doing?' -> 'What are you doing?'. */
function directQuestion(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!WH.test(sentence[0]?.lower ?? "") || !onlyQuestion(sentence)) return [];
  const h = WH_PHRASE.test(sentence[1]?.lower ?? "") ? 2 : 1;
  const subject = readSubject(sentence, h, lexicon, true);
  if (!subject || endsClause(sentence[subject.end - 1])) return [];
  const aux = sentence[subject.end];
  // 'Why you didn't come?': a negative auxiliary too.
  const negative = /^(do|does|did|is|are|was|were|have|has|ca|wo|could|would|should|must)n't$/.test(aux?.lower ?? "");
  if (!aux || !(BE_FORMS.has(aux.lower) || MODALS.has(aux.lower) || /^(have|has)$/.test(aux.lower) || negative))
    return [];
  if (/^(be|been|being)$/.test(aux.lower)) return [];
  const subjectWords = texts(sentence.slice(subject.start, subject.end));
  const example = [
    ...texts(sentence.slice(0, h)).map((w, k) => (k === 0 ? w.toLowerCase() : w)),
    aux.lower,
    ...subjectWords,
  ].join(" ");
  return [
    edit(h, subject.end + 1, [aux.lower, ...subjectWords], {
      en: `in a question the verb comes before the subject: ${example}`,
      de: `in der Frage steht das Verb vor dem Subjekt: ${example}`,
    }),
  ];
}

const ASKS = /^(know|tell|wonder|ask|asked|idea|sure|remember|understand|explain|show|forget|forgot|check|me|us)$/;

/** 'Do you know where is the bank?' -> 'where the bank is': in an indirect question the subject comes first. */
function indirectQuestion(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let w = 2; w < sentence.length - 2; w++) {
    if (!WH.test(sentence[w]!.lower) || !ASKS.test(sentence[w - 1]!.lower) || endsClause(sentence[w - 1])) continue;
    const b = WH_PHRASE.test(sentence[w + 1]?.lower ?? "") ? w + 2 : w + 1;
    const be = sentence[b];
    if (!be || !/^(am|is|are|was|were)$/.test(be.lower) || endsClause(be)) continue;
    const s = b + 1;
    const end = clauseEnd(sentence, s);
    const pronoun = SUBJECT_PRONOUNS[sentence[s]!.lower] && s === end;
    const np = readNounPhrase(sentence, s, lexicon);
    // 'where is the station on the map': a place or time after the subject stays after 'be' ('where the station
    // is on the map'); 'who is the man in the red coat': a phrase of the subject after 'who', 'what' goes with it.
    let subjectEnd = end + 1;
    if (!pronoun && np && np.end !== end + 1) {
      const rest = sentence.slice(np.end, end + 1);
      const adverb = rest.length === 1 && /^(here|there|now|today|tonight|tomorrow)$/.test(rest[0]!.lower);
      const time = timeEnd(sentence, np.end, lexicon) === end + 1 || adverb;
      const place = /^(where|when)$/.test(sentence[w]!.lower);
      const phrase =
        phrasesEnd(sentence, np.end, lexicon) === end + 1 && (!place || /^(in|on|at|near)$/.test(rest[0]!.lower));
      if (endsClause(sentence[np.end - 1]) || !(time || phrase)) continue;
      if (time || place) subjectEnd = np.end;
    } else if (!pronoun && !np) continue;
    const subjectWords = texts(sentence.slice(s, subjectEnd));
    const rest = texts(sentence.slice(subjectEnd, end + 1));
    const example = [...texts(sentence.slice(w, b)).map((x) => x.toLowerCase()), ...subjectWords, be.lower].join(" ");
    return [
      edit(b, end + 1, [...subjectWords, be.lower, ...rest], {
        en: `in an indirect question the subject comes first: ${example}`,
        de: `in der indirekten Frage steht das Subjekt vorn: ${example}`,
      }),
    ];
  }
  return [];
}
