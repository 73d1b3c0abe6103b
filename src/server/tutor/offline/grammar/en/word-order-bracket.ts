import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit, texts } from "./word-order-edit";
import {
  agrees,
  asks,
  clauseEnd,
  lowerFirst,
  nounEnd,
  phrasesEnd,
  subjectBefore,
  timeEnd,
  verbAt,
} from "./word-order-read";
import { endsClause, isNumberWord, MODALS, nounNumber, readNounPhrase, SUBJECT_PRONOUNS } from "./words";

/**
 * The German verb bracket ('Ich kann dir morgen helfen', 'dass Kinder draußen spielen', 'Ich habe die Prüfung
 * bestanden'): what German puts between the auxiliary and the verb, or before a clause's last verb, goes after the
 * verb in English. A pronoun object ('Can you me help?'), a time ('I will tomorrow call you'), a perfect's object
 * ('I have the exam passed') and a place or time before a subordinate clause's last verb ('that children outside
 * play').
 */
export function verbBracket(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (const rule of [pronounBeforeVerb, timeBeforeVerb, participleLast, adverbBeforeLastVerb])
    for (const found of rule(sentence, lexicon))
      if (!edits.some((e) => e.start < found.end && found.start < e.end)) edits.push(found);
  return edits;
}

/** Auxiliaries before a bare infinitive: modals, 'do' and their negatives. */
const BEFORE_INFINITIVE =
  /^(can|could|will|would|shall|should|may|might|must|do|does|did|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't|don't|doesn't|didn't)$/;
const ONLY_SUBJECTS = /^(i|he|she|we|they)$/;
const WH = /^(what|where|when|why|how|who|which|whose)$/;

/**
 * Where the auxiliary's verb would stand: after 'Can you' in a question, after 'I will' in a statement (the subject
 * a pronoun or a noun phrase before it). Returns the index after the auxiliary and its subject, or undefined.
 */
function afterAuxiliary(sentence: Word[], a: number, lexicon: EnglishLexicon): number | undefined {
  const aux = sentence[a];
  if (!aux || endsClause(aux)) return undefined;
  // 'I'll', 'we'd': the subject and the modal in one word.
  if (/^(i|you|he|she|we|they)'(ll|d)$/.test(aux.lower)) return a + 1;
  if (!BEFORE_INFINITIVE.test(aux.lower)) return undefined;
  const next = sentence[a + 1];
  // 'Can you ...?': the question's subject after the auxiliary, first in its clause.
  // 'Can you ...?', 'Why can't you ...?': the auxiliary opens the question or follows its question word.
  const wh = a > 0 && WH.test(sentence[a - 1]!.lower) && (a === 1 || endsClause(sentence[a - 2]));
  const opens = a === 0 || endsClause(sentence[a - 1]) || wh;
  if (opens && asks(sentence) && next && SUBJECT_PRONOUNS[next.lower] && !endsClause(next)) return a + 2;
  if (a === 0) return undefined;
  const before = sentence[a - 1]!;
  if (ONLY_SUBJECTS.test(before.lower)) return a + 1;
  // 'Where did you live?': a question word is no subject ('you' after it is).
  if (WH.test(before.lower)) return undefined;
  return subjectBefore(sentence, a, lexicon) ? a + 1 : undefined;
}

/** The plain verb at `v` (an infinitive), not read as a noun where a noun may stand ('her mother help'). */
function infinitiveAt(sentence: Word[], v: number, lexicon: EnglishLexicon): boolean {
  const forms = verbAt(sentence, v, lexicon);
  return forms !== undefined && forms.infinitive === sentence[v]!.lower;
}

const OBJECTS = /^(me|him|her|us|them|it|you)$/;

/**
 * 'Can you me help?' -> 'Can you help me?', 'I will you call tomorrow' -> 'I will call you', 'Did you him see?' ->
 * 'Did you see him?': a pronoun object goes after the verb, never between the auxiliary and it.
 */
function pronounBeforeVerb(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let a = 0; a < sentence.length - 2; a++) {
    const p = afterAuxiliary(sentence, a, lexicon);
    if (p === undefined) continue;
    const [pronoun, verb] = [sentence[p], sentence[p + 1]];
    if (!pronoun || !verb || !OBJECTS.test(pronoun.lower) || endsClause(pronoun) || pronoun.text === "I") continue;
    // 'Can you you ...' aside: 'you' after 'Can I' is an object; 'you', 'it' after a statement's auxiliary only
    // where a personal pronoun is the subject ('I will you call').
    if (p === a + 2 && pronoun.lower === sentence[a + 1]!.lower) continue;
    if (p === a + 1 && /^(you|it)$/.test(pronoun.lower) && !ONLY_SUBJECTS.test(sentence[a - 1]?.lower ?? "")) continue;
    if (!infinitiveAt(sentence, p + 1, lexicon)) continue;
    // 'She did it right', 'He did it wrong': an adjective or adverb closing the clause, not a verb.
    const verbTags = lexicon.tags(verb.lower);
    if (verbTags.has("Adjective") || verbTags.has("Adverb")) continue;
    // 'Can you her mother help?': 'her' opens a noun phrase where its noun is no plain verb.
    const after = sentence[p + 2];
    const nounToo = lexicon.tags(verb.lower).has("Noun");
    if (pronoun.lower === "her" && nounToo && after && !endsClause(verb) && verbAt(sentence, p + 2, lexicon)) continue;
    const example = [verb.lower, pronoun.lower].join(" ");
    return [
      edit(p, p + 2, [verb.text, pronoun.text], {
        en: `the object pronoun goes after the verb: ${example}`,
        de: `das Objektpronomen steht nach dem Verb: ${example}`,
      }),
    ];
  }
  return [];
}

/** A time that German puts before the verb: 'tomorrow', 'tonight', 'next week', 'on Monday' ('soon', 'now' aside). */
function bracketTimeEnd(sentence: Word[], t: number, lexicon: EnglishLexicon): number | undefined {
  if (/^(now|then|later|soon)$/.test(sentence[t]?.lower ?? "")) return undefined;
  const end = timeEnd(sentence, t, lexicon);
  // 'at one point': a number word closing the phrase may be no time.
  if (end !== undefined && end > t + 1 && isNumberWord(lexicon, sentence[end - 1]!.lower)) return undefined;
  return end;
}

/** The end of a verb's object and its phrases from `o`: a pronoun, a noun phrase, a name ('you', 'our grandma'). */
function objectAndPhrases(sentence: Word[], o: number, lexicon: EnglishLexicon): number {
  const word = sentence[o];
  if (!word || endsClause(sentence[o - 1])) return o;
  let end = o;
  if (OBJECTS.test(word.lower) && word.text !== "I") end = o + 1;
  else end = nounEnd(sentence, o, lexicon) ?? o;
  if (endsClause(sentence[end - 1])) return end;
  end = phrasesEnd(sentence, end, lexicon);
  // 'cook dinner for us', 'explain it to them': a phrase of a pronoun too.
  while (
    /^(for|to|with)$/.test(sentence[end]?.lower ?? "") &&
    !endsClause(sentence[end - 1]) &&
    !endsClause(sentence[end])
  ) {
    if (!/^(me|him|her|us|them|you)$/.test(sentence[end + 1]?.lower ?? "")) break;
    end += 2;
  }
  return end;
}

/**
 * 'I will tomorrow call you after work' -> 'I will call you tomorrow after work', 'We will next week visit our
 * grandma' -> 'visit our grandma next week', 'Can you tonight help me?': the time goes after the verb and its
 * object, not between the auxiliary and the verb ('I will soon call', 'I will never call' are right).
 */
function timeBeforeVerb(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let a = 0; a < sentence.length - 2; a++) {
    const t = afterAuxiliary(sentence, a, lexicon);
    if (t === undefined) continue;
    const v = bracketTimeEnd(sentence, t, lexicon);
    if (v === undefined || endsClause(sentence[v - 1]) || !infinitiveAt(sentence, v, lexicon)) continue;
    const end = endsClause(sentence[v]) ? v + 1 : objectAndPhrases(sentence, v + 1, lexicon);
    const [time, verbPhrase] = [texts(sentence.slice(t, v)), texts(sentence.slice(v, end))];
    const example = [...verbPhrase, ...time].join(" ");
    return [
      edit(t, end, [...verbPhrase, ...time], {
        en: `the time goes after the verb and its object: ${example}`,
        de: `die Zeit steht nach dem Verb und seinem Objekt: ${example}`,
      }),
    ];
  }
  return [];
}

/**
 * Verbs whose perfect a German learner closes with the participle ('I have the exam passed'), and whose object has
 * no state 'have' could name ('have my hair cut', 'have the car repaired', 'have everything ready' are right).
 */
const PERFECT_VERBS =
  /^(pass|fail|see|watch|visit|meet|hear|read|eat|drink|forget|win|lose|play|buy|find|understand|know|try|taste|miss|enjoy|like|love|study|finish)$/;
const PERFECT_ADVERBS = /^(already|never|just|ever|also|not|always)$/;
const HAVE = /^(have|has|had|haven't|hasn't|hadn't)$/;

/**
 * 'I have the exam passed' -> 'I have passed the exam', 'Have you the book read?' -> 'Have you read the book?',
 * 'We have the film already seen' -> 'have already seen the film': the participle right after 'have', its object after
 * it. The participle closes the clause (a phrase after it may be causative: 'I had the book read to me').
 */
function participleLast(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let h = 0; h < sentence.length - 2; h++) {
    const have = sentence[h]!;
    if (!HAVE.test(have.lower) || endsClause(have)) continue;
    let o: number;
    const next = sentence[h + 1]!;
    const opens = h === 0 || endsClause(sentence[h - 1]);
    if (opens && asks(sentence) && SUBJECT_PRONOUNS[next.lower] && !endsClause(next)) o = h + 2;
    else if (h > 0 && (ONLY_SUBJECTS.test(sentence[h - 1]!.lower) || subjectBefore(sentence, h, lexicon))) o = h + 1;
    else continue;
    const first = sentence[o];
    if (!first || endsClause(first)) continue;
    // 'her' may open a noun phrase ('her homework'): read as one.
    const pronoun = /^(it|him|them|us|me)$/.test(first.lower);
    const end = pronoun ? o + 1 : readNounPhrase(sentence, o, lexicon)?.end;
    if (end === undefined || end - o > 4 || endsClause(sentence[end - 1])) continue;
    const adverb = PERFECT_ADVERBS.test(sentence[end]?.lower ?? "") && !endsClause(sentence[end]) ? end + 1 : end;
    const participle = sentence[adverb];
    const forms = verbAt(sentence, adverb, lexicon);
    if (!participle || !forms || forms.participle !== participle.lower || !PERFECT_VERBS.test(forms.infinitive))
      continue;
    // 'I have my students read every day': 'read' may be the causative's infinitive; only after one thing.
    const head = sentence[end - 1]!.lower;
    const thing = pronoun ? first.lower === "it" : nounNumber(lexicon, head) === "singular" && !isPerson(head, lexicon);
    if (participle.lower === forms.infinitive && !thing) continue;
    // The participle closes the clause, or a time closes it after the participle ('... passed last week').
    const close = clauseEnd(sentence, adverb);
    if (!endsClause(participle) && timeEnd(sentence, adverb + 1, lexicon) !== close) continue;
    // 'The film we have the kids seen' aside: the object is no subject of a verb after it.
    const object = texts(sentence.slice(o, end));
    const moved = [...texts(sentence.slice(end, adverb)), participle.text, ...object];
    const example = [have.lower, ...lowerFirst(moved)].join(" ");
    return [
      edit(o, adverb + 1, moved, {
        en: `the participle comes right after 'have', the object after it: ${example}`,
        de: `das Partizip steht direkt nach 'have', das Objekt danach: ${example}`,
      }),
    ];
  }
  return [];
}

const isPerson = (word: string, lexicon: EnglishLexicon) =>
  lexicon.tags(word).has("Actor") || lexicon.tags(word).has("Person");

/** Places and times German puts before a clause's last verb ('dass Kinder draußen spielen'). */
const PLACE_OR_TIME =
  /^(outside|inside|outdoors|indoors|abroad|today|tomorrow|tonight|yesterday|here|there|upstairs|downstairs)$/;
/** Of these, the ones that may describe a noun subject ('the kids upstairs sleep', 'people here', 'people today'). */
const AFTER_NOUNS = /^(here|there|upstairs|downstairs|today)$/;
const JOINERS = /^(that|because|if|when|while|although|though|since|before|after|until|so)$/;

/**
 * 'I think it's important that children outside play' -> 'children play outside', 'I hope that we tomorrow meet' ->
 * 'we meet tomorrow': in a subordinate clause the verb follows the subject, a place or time after it. Only where the
 * verb closes the clause and agrees with the subject ('that the people here speak English' is right).
 */
function adverbBeforeLastVerb(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let j = 0; j < sentence.length - 3; j++) {
    if (!JOINERS.test(sentence[j]!.lower) || endsClause(sentence[j])) continue;
    const subject = clauseSubject(sentence, j + 1, lexicon);
    if (!subject || endsClause(sentence[subject.end - 1])) continue;
    const s = subject.end;
    const adverb = sentence[s];
    if (!adverb || !PLACE_OR_TIME.test(adverb.lower) || endsClause(adverb)) continue;
    if (!subject.pronoun && AFTER_NOUNS.test(adverb.lower)) continue;
    // An optional modal, then the verb closing the clause.
    const modal = MODALS.has(sentence[s + 1]?.lower ?? "") && !endsClause(sentence[s + 1]) ? s + 2 : s + 1;
    const verb = sentence[modal];
    const forms = verbAt(sentence, modal, lexicon);
    if (!verb || !forms || (!endsClause(verb) && modal + 1 !== sentence.length)) continue;
    if (modal === s + 1 ? !agrees(verb.lower, forms, subject.person) : verb.lower !== forms.infinitive) continue;
    const words = [...texts(sentence.slice(s + 1, modal + 1)), adverb.text];
    const example = [...lowerFirst(texts(sentence.slice(j + 1, s))), ...words].join(" ");
    return [
      edit(s, modal + 1, words, {
        en: `the verb comes right after the subject, the place or time after it: ${example}`,
        de: `das Verb steht direkt nach dem Subjekt, Ort oder Zeit danach: ${example}`,
      }),
    ];
  }
  return [];
}

/** A subordinate clause's subject at `i`: a pronoun ('it' aside), a noun phrase or a bare plural ('children'). */
function clauseSubject(sentence: Word[], i: number, lexicon: EnglishLexicon) {
  const word = sentence[i];
  if (!word) return undefined;
  const person = SUBJECT_PRONOUNS[word.lower];
  if (person && word.lower !== "it") return { end: i + 1, person, pronoun: true };
  const np = readNounPhrase(sentence, i, lexicon);
  if (np?.number)
    return { end: np.end, person: np.number === "plural" ? ("p" as const) : ("3s" as const), pronoun: false };
  const tags = lexicon.tags(word.lower);
  if (!tags.has("Noun") || !tags.has("Plural") || tags.has("Pronoun") || verbAt(sentence, i, lexicon)) return undefined;
  return { end: i + 1, person: "p" as const, pronoun: false };
}
