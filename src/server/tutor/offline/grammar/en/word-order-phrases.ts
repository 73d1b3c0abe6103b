import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit, texts } from "./word-order-edit";
import { clauseEnd, nounEnd, objectEnd, subjectBefore, TIME_NOUNS, timeEnd, verbAt } from "./word-order-read";
import { DETERMINERS, endsClause, isNumberWord, readNounPhrase } from "./words";

/**
 * The order of a clause's objects, places and times after its verb: the object before a prepositional phrase ('I
 * spend on clothes too much money'), a person without 'to' before the thing given ('I gave to her the book'), the
 * infinitive right after 'to' ('I have to my sister help'), and the place before the time ('I go at eight to
 * school').
 */
export function phraseWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...infinitiveBeforeObject(sentence, lexicon),
    ...timeBeforePlace(sentence, lexicon),
    ...timeBeforeTransport(sentence, lexicon),
    ...phraseBeforeObject(sentence, lexicon),
  ];
}

const OBJECT_PRONOUNS = /^(me|you|him|her|it|us|them)$/;
/** Verbs that take 'to' before an infinitive ('I have to go', 'we want to buy', 'she is going to call'). */
const TAKES_INFINITIVE =
  /^(have|has|had|need|needs|needed|want|wants|wanted|going|try|tries|tried|like|likes|love|loves|hope|hopes|hoped|plan|plans|planned|decide|decided|forgot|forget|learn|learned|learnt|promise|promised|would|able|ought|used|started|start|begin|began)$/;
/** Verbs whose complement takes a preposition ('go to', 'talk to', 'wait for'): an object may not follow them bare. */
const NEEDS_PREPOSITION =
  /^(go|come|walk|drive|ride|fly|travel|run|move|get|sit|stand|arrive|stay|live|work|sleep|talk|speak|listen|look|wait|lie|belong|apply|agree|think|laugh|dream|care|worry|hurry|return|swim|cycle|fall|jump|climb|be|reply|complain|relax|succeed|go)$/;

/**
 * 'because I have to my sister help' -> 'have to help my sister', 'We want to a new car buy' -> 'want to buy a new
 * car': the German verb at the end of the clause goes right after 'to'.
 */
function infinitiveBeforeObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((to, t) => {
    const before = sentence[t - 1];
    if (to.lower !== "to" || !before || endsClause(before) || endsClause(to) || !TAKES_INFINITIVE.test(before.lower))
      return;
    // The object opens with a determiner or is a pronoun ('to help children learn' has its verb first).
    const opener = sentence[t + 1]?.lower ?? "";
    const pronoun = OBJECT_PRONOUNS.test(opener) && !readNounPhrase(sentence, t + 1, lexicon) ? t + 2 : undefined;
    if (pronoun === undefined && !DETERMINERS.has(opener) && !/^(too|so|lots|much|many|more)$/.test(opener)) return;
    const end = pronoun ?? objectEnd(sentence, t + 1, lexicon);
    const v = end;
    const forms = v !== undefined ? verbAt(sentence, v, lexicon) : undefined;
    if (v === undefined || !forms || sentence[v]!.lower !== forms.infinitive || endsClause(sentence[v - 1])) return;
    // The verb closes the clause; 'go', 'talk' take a preposition ('I have to the doctor go' is another mistake).
    if (clauseEnd(sentence, v) !== v + 1 || NEEDS_PREPOSITION.test(forms.infinitive)) return;
    const tags = lexicon.tags(sentence[v]!.lower);
    if (tags.has("Noun") && pronoun === undefined && !readNounPhrase(sentence, t + 1, lexicon)) return;
    const object = texts(sentence.slice(t + 1, v));
    const example = ["to", forms.infinitive, ...object.map((w) => w.toLowerCase())].join(" ");
    edits.push(
      edit(t + 1, v + 1, [sentence[v]!.text, ...object], {
        en: `the verb comes right after 'to': ${example}`,
        de: `das Verb steht direkt nach 'to': ${example}`,
      }),
    );
  });
  return edits;
}

/** Places that go without an article after 'to' ('to school', 'to work', 'to bed'). */
const BARE_PLACES = /^(school|work|bed|church|university|college|hospital|town|class|prison|sea)$/;
/**
 * A place at `i` after a verb and its end: 'to school', 'to the doctor', 'home'. Not 'at the hotel' or 'in Berlin'
 * ('We arrived at midnight at the hotel', 'on Monday in Berlin' are right English too).
 */
function placeEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  if (word.lower === "home") return i + 1;
  if (!/^(to|into)$/.test(word.lower) || endsClause(word)) return undefined;
  if (timeEnd(sentence, i, lexicon) !== undefined) return undefined;
  const next = sentence[i + 1];
  if (next && BARE_PLACES.test(next.lower)) return i + 2;
  const end = nounEnd(sentence, i + 1, lexicon);
  // 'at the latest', 'in the end': no place.
  if (end === undefined || /^(latest|earliest|end|beginning|moment|same|least|most)$/.test(sentence[end - 1]!.lower))
    return undefined;
  return end;
}

/**
 * 'I go at eight to school' -> 'I go to school at eight', 'She went on Friday to the doctor': after a verb of going
 * the place it goes to comes before the time.
 */
function timeBeforePlace(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let v = 1; v < sentence.length - 3; v++) {
    const forms = verbAt(sentence, v, lexicon);
    if (!forms || endsClause(sentence[v]) || !subjectBefore(sentence, v, lexicon)) continue;
    const t = timeEnd(sentence, v + 1, lexicon);
    // A time with a preposition ('at eight', 'on Friday'); 'every day to work' is the older rule's.
    if (t === undefined || t === v + 2 || endsClause(sentence[t - 1])) continue;
    if (!/^(at|on|in)$/.test(sentence[v + 1]!.lower)) continue;
    const p = placeEnd(sentence, t, lexicon);
    if (p === undefined) continue;
    const [time, place] = [texts(sentence.slice(v + 1, t)), texts(sentence.slice(t, p))];
    const example = [sentence[v]!.lower, ...place, ...time].join(" ");
    return [
      edit(v + 1, p, [...place, ...time], {
        en: `the place comes before the time: ${example}`,
        de: `der Ort steht vor der Zeit: ${example}`,
      }),
    ];
  }
  return [];
}

const TRANSPORT = /^(bus|car|train|bike|bicycle|plane|tram|underground|taxi|boat|ship|ferry|coach|foot|metro|subway)$/;

/** 'I go to school every day by bus' -> 'by bus every day': how someone goes comes before when. */
function timeBeforeTransport(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let t = 2; t < sentence.length - 2; t++) {
    if (!/^(last|next|this|every|yesterday|today|tomorrow|tonight|on|at|in)$/.test(sentence[t]!.lower)) continue;
    const end = timeEnd(sentence, t, lexicon);
    const by = end === undefined ? undefined : sentence[end];
    if (end === undefined || !by || by.lower !== "by" || endsClause(sentence[end - 1]) || endsClause(by)) continue;
    const how = sentence[end + 1]!;
    if (!TRANSPORT.test(how.lower) || clauseEnd(sentence, end) !== end + 2) continue;
    const time = texts(sentence.slice(t, end));
    const example = ["by", how.lower, ...time].join(" ");
    return [
      edit(t, end + 2, [by.text, how.text, ...time], {
        en: `how someone goes comes before when: ${example}`,
        de: `das Wie steht vor dem Wann: ${example}`,
      }),
    ];
  }
  return [];
}

/** Verbs that take a person and a thing without 'to' ('give her the book', 'show us the flat'). */
const GIVES =
  /^(give|show|send|tell|bring|lend|offer|pass|teach|sell|hand|pay|promise|owe|throw|write|read|email|post)$/;
/** Nouns of time, amount and measure: a phrase of them after a verb is no object ('I waited for her an hour'). */
const MEASURES =
  /^(lot|lots|bit|little|while|way|time|times|mile|miles|kilometres|meters|metres|kilos|euros?|dollars?|pounds?)$/;

/**
 * 'I spend on clothes too much money' -> 'I spend too much money on clothes', 'He put on the table his keys':
 * the object goes right after the verb; 'I gave to her the book' -> 'I gave her the book': a person before a thing
 * takes no 'to'. Only a short object closing the clause (a long one may go last: 'explain to him all the reasons
 * why ...').
 */
const COMPOUND_PREPOSITION = /^(front|top|spite|case|terms|charge|favour|favor|place|addition|behalf|middle|need)$/;

function phraseBeforeObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let v = 1; v < sentence.length - 3; v++) {
    const forms = verbAt(sentence, v, lexicon);
    const preposition = sentence[v + 1]!;
    if (!forms || endsClause(sentence[v]) || endsClause(preposition)) continue;
    if (!/^(to|on|for|with|about|in|at|from|into|onto)$/.test(preposition.lower)) continue;
    if (!subjectBefore(sentence, v, lexicon) || timeEnd(sentence, v + 1, lexicon) !== undefined) continue;
    // 'her' is a person ('to her the book') unless a noun follows ('to her mother').
    const p =
      nounEnd(sentence, v + 2, lexicon) ?? (OBJECT_PRONOUNS.test(sentence[v + 2]?.lower ?? "") ? v + 3 : undefined);
    if (p === undefined || endsClause(sentence[p - 1])) continue;
    // 'in front (of) the school', 'on top (of) the hill': a compound preposition, not a phrase before an object.
    if (COMPOUND_PREPOSITION.test(sentence[p - 1]!.lower)) continue;
    // The object opens with its own determiner or quantifier ('the city centre' is one phrase, not two).
    const opener = sentence[p]?.lower ?? "";
    if (!DETERMINERS.has(opener) && !/^(too|so|lots|much|many|more|several)$/.test(opener)) continue;
    const o = objectEnd(sentence, p, lexicon);
    if (o === undefined || o - p > 5 || !sentence[p] || /^(the|a|an)$/.test(sentence[o - 1]!.lower)) continue;
    const head = sentence[o - 1]!.lower;
    if (TIME_NOUNS.test(head) || MEASURES.test(head) || isNumberWord(lexicon, sentence[p]!.lower)) continue;
    // The object closes the clause, or a time follows it ('I gave to her the book yesterday').
    const end = clauseEnd(sentence, p);
    if (o !== end && timeEnd(sentence, o, lexicon) !== end) continue;
    const phrase = texts(sentence.slice(v + 1, p));
    const object = texts(sentence.slice(p, o));
    const verb = sentence[v]!.lower;
    if (preposition.lower === "to" && GIVES.test(forms.infinitive)) {
      const example = [verb, ...phrase.slice(1), ...object].join(" ");
      return [
        edit(v + 1, o, [...phrase.slice(1), ...object], {
          en: `the person goes right after '${verb}', without 'to': ${example}`,
          de: `die Person steht direkt nach '${verb}', ohne 'to': ${example}`,
        }),
      ];
    }
    const example = [verb, ...object, ...phrase].join(" ");
    return [
      edit(v + 1, o, [...object, ...phrase], {
        en: `the object goes right after the verb: ${example}`,
        de: `das Objekt steht direkt nach dem Verb: ${example}`,
      }),
    ];
  }
  return [];
}
