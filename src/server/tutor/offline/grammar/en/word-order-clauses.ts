import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { verbBracket } from "./word-order-bracket";
import { edit, texts } from "./word-order-edit";
import { evenMoreWordOrder } from "./word-order-more";
import { frequencyWordOrder } from "./word-order-often";
import { asks, objectEnd, onlyQuestion, phrasesEnd } from "./word-order-read";
import { verbFirstQuestion } from "./word-order-yesno";
import { AUXILIARIES, DETERMINERS, endsClause, isCapitalised, readNounPhrase, SUBJECT_PRONOUNS } from "./words";

/**
 * Word order carried over from German: the verb second after a fronted time ('In the evening watch we TV'), the
 * verb last in a clause after 'because' or 'that' ('because I sick am'), a time between verb and object ('I visited
 * last week my grandmother'), a question without 'do' ('Where you live?'), an indirect question asked directly ('Do
 * you know when starts the film?'), and a pronoun after a verb's particle ('turn off it').
 */
export function moreWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...verbSecond(sentence, lexicon),
    ...verbLast(sentence, lexicon),
    ...timeBeforeObject(sentence, lexicon),
    ...questionWithoutDo(sentence, lexicon),
    ...indirectWithVerb(sentence, lexicon),
    ...particleBeforePronoun(sentence, lexicon),
    ...verbFirstQuestion(sentence, lexicon),
    ...verbBracket(sentence, lexicon),
    ...frequencyWordOrder(sentence, lexicon),
  ];
}

/** The rules of word-order-more, where no rule before them edits the same words. */
export function withMoreWordOrder(edits: GrammarEdit[], sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const all = [...edits];
  for (const more of evenMoreWordOrder(sentence, lexicon))
    if (!all.some((e) => e.start < more.end && more.start < e.end)) all.push(more);
  return all;
}

/** Subject pronouns that are never objects ('you' and 'it' may be). */
const ONLY_SUBJECTS = /^(i|he|she|we|they)$/;
const TIME_NOUNS =
  /^(morning|afternoon|evening|night|day|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday|holidays?)$/;

/** A lexical verb's form ('watch', 'start', 'visited'), not an auxiliary. */
function isLexicalVerb(word: Word, lexicon: EnglishLexicon): boolean {
  return /^[a-z]+$/.test(word.text) && !AUXILIARIES.has(word.lower) && lexicon.verb(word.lower) !== undefined;
}

/** 'On Monday start I my new job' -> 'On Monday I start', 'In the evening watch we TV' -> 'we watch'. */
function verbSecond(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (asks(sentence) || !/^(on|in|at|after|before|during|every|this|next|last)$/.test(sentence[0]?.lower ?? ""))
    return [];
  // The fronted time: up to three words, ending with a time noun, with no verb in it.
  for (let v = 2; v <= 4; v++) {
    const time = sentence[v - 1]!;
    const [verb, pronoun] = [sentence[v], sentence[v + 1]];
    if (!time || !verb || !pronoun || !TIME_NOUNS.test(time.lower)) continue;
    if (sentence.slice(0, v).some((w) => endsClause(w) && w !== time)) return [];
    if (!isLexicalVerb(verb, lexicon) && !/^(have|has)$/.test(verb.lower)) return [];
    if (!ONLY_SUBJECTS.test(pronoun.lower) || endsClause(verb)) return [];
    const when = texts(sentence.slice(0, v)).map((w, k) => (k === 0 ? w.toLowerCase() : w));
    const example = [...when, pronoun.text, verb.lower].join(" ");
    return [
      edit(v, v + 2, [pronoun.text, verb.text], {
        en: `the subject comes before the verb: ${example}`,
        de: `das Subjekt steht vor dem Verb: ${example}`,
      }),
    ];
  }
  return [];
}

/** 'because I sick am' -> 'because I am sick': English keeps the verb after the subject in every clause. */
function verbLast(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((joiner, j) => {
    if (!/^(because|that|when|if|while|although|since)$/.test(joiner.lower) || endsClause(joiner)) return;
    const pronoun = sentence[j + 1];
    if (!pronoun || endsClause(pronoun)) return;
    // 'that the cake delicious was': a noun phrase's subject too.
    const s = ONLY_SUBJECTS.test(pronoun.lower) ? j + 2 : readNounPhrase(sentence, j + 1, lexicon)?.end;
    if (s === undefined || endsClause(sentence[s - 1])) return;
    // One to three words of a complement, then 'be' closing the clause.
    for (let b = s + 1; b <= s + 3 && b < sentence.length; b++) {
      const be = sentence[b]!;
      const middle = sentence.slice(s, b);
      // 'tired', 'married': a participle used as an adjective may stand there; no other verb.
      const isVerb = (w: Word) => {
        const tags = lexicon.tags(w.lower);
        return tags.has("Verb") && !tags.has("Adjective") && lexicon.verb(w.lower)?.participle !== w.lower;
      };
      if (middle.some((w) => endsClause(w) || AUXILIARIES.has(w.lower) || isVerb(w))) return;
      if (!/^(am|is|are|was|were)$/.test(be.lower)) continue;
      if (!endsClause(be) && b !== sentence.length - 1) return;
      const example = [joiner.lower, ...texts(sentence.slice(j + 1, s)), be.lower, ...texts(middle)].join(" ");
      edits.push(
        edit(s, b + 1, [be.text, ...texts(middle)], {
          en: `the verb comes right after the subject: ${example}`,
          de: `das Verb steht direkt nach dem Subjekt: ${example}`,
        }),
      );
      return;
    }
  });
  return edits;
}

/** A time of one or two words at `i`: 'yesterday', 'last week', 'every morning'. */
function timeAt(sentence: Word[], i: number): number | undefined {
  const word = sentence[i]?.lower ?? "";
  if (/^(yesterday|today|tomorrow)$/.test(word)) return i + 1;
  // 'on Sunday', 'at the weekend'
  if (
    word === "on" &&
    /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/.test(sentence[i + 1]?.lower ?? "")
  )
    return endsClause(sentence[i]) ? undefined : i + 2;
  if (
    /^(last|every|next|this)$/.test(word) &&
    TIME_NOUNS.test(sentence[i + 1]?.lower ?? "") &&
    !endsClause(sentence[i])
  )
    return i + 2;
  return undefined;
}

/** 'I visited last week my grandmother' -> 'I visited my grandmother last week', 'I go every day to work'. */
function timeBeforeObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let v = 1; v < sentence.length - 2; v++) {
    const verb = sentence[v]!;
    const subject = sentence[v - 1]!;
    if (!isLexicalVerb(verb, lexicon) || endsClause(verb) || !SUBJECT_PRONOUNS[subject.lower]) continue;
    const t = timeAt(sentence, v + 1);
    if (t === undefined || endsClause(sentence[t - 1])) continue;
    let end = t;
    while (end < sentence.length && !endsClause(sentence[end - 1])) end++;
    const rest = sentence.slice(t, end);
    const phrase = rest[0]?.lower === "to" ? rest.slice(1) : rest;
    if (!isPlainPhrase(phrase, lexicon)) continue;
    const time = texts(sentence.slice(v + 1, t));
    const example = [verb.lower, ...texts(rest), ...time].join(" ");
    return [
      edit(v + 1, end, [...texts(rest), ...time], {
        en: `the time goes after the object or place: ${example}`,
        de: `die Zeit steht nach Objekt oder Ort: ${example}`,
      }),
    ];
  }
  return [];
}

/** A noun phrase and nothing else ('my grandmother', 'a coffee', 'work', 'the gym'). */
function isPlainPhrase(words: Word[], lexicon: EnglishLexicon): boolean {
  // 'our aunt in Hamburg': a noun phrase and its prepositional phrases.
  const np0 = readNounPhrase(words, 0, lexicon);
  if (np0 && np0.end < words.length && phrasesEnd(words, np0.end, lexicon) === words.length) return true;
  if (words.length === 0 || words.length > 4) return false;
  const np = readNounPhrase(words, 0, lexicon);
  if (np) return np.end === words.length;
  const [only] = words;
  if (words.length === 1 && /^(work|school|home|church|bed)$/.test(only!.lower)) return true;
  // 'football in the park', 'tennis with my friends': a bare noun object and its phrases, no time.
  const bare = objectEnd(words, 0, lexicon);
  if (bare === undefined || words.slice(0, bare).some((w) => TIME_NOUNS.test(w.lower))) return false;
  return phrasesEnd(words, bare, lexicon) === words.length;
}

const WH = /^(what|where|when|why|how|which)$/;

/** 'Where you live?' -> 'Where do you live?', 'What she wants?' -> 'What does she want?'. */
function questionWithoutDo(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!onlyQuestion(sentence) || !WH.test(sentence[0]?.lower ?? "")) return [];
  const pronoun = sentence[1];
  const verb = sentence[2];
  const person = pronoun && SUBJECT_PRONOUNS[pronoun.lower];
  if (!person || !verb || !isLexicalVerb(verb, lexicon) || endsClause(pronoun)) return [];
  const forms = lexicon.verb(verb.lower)!;
  const third = person === "3s";
  if (verb.lower !== (third ? forms.present : forms.infinitive) || lexicon.tags(verb.lower).has("PastTense")) return [];
  const auxiliary = third ? "does" : "do";
  const example = [sentence[0]!.lower, auxiliary, pronoun.text, forms.infinitive].join(" ");
  return [
    edit(1, 3, [auxiliary, pronoun.text, forms.infinitive], {
      en: `a question needs '${auxiliary}': ${example}`,
      de: `die Frage braucht '${auxiliary}': ${example}`,
    }),
  ];
}

const KNOW = /^(know|tell|wonder|idea|sure|remember|understand|explain|show|me|us)$/;

/** 'Do you know when starts the film?' -> 'when the film starts': in an indirect question the subject comes first. */
function indirectWithVerb(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let w = 2; w < sentence.length - 2; w++) {
    if (!WH.test(sentence[w]!.lower) || !KNOW.test(sentence[w - 1]!.lower) || endsClause(sentence[w - 1])) continue;
    // 'how much costs the ticket': the question word's phrase first.
    const h = /^(much|many|often|long|far|old)$/.test(sentence[w + 1]?.lower ?? "") ? w + 1 : w;
    const verb = sentence[h + 1]!;
    if (!verb || !isLexicalVerb(verb, lexicon) || endsClause(verb)) continue;
    const np = readNounPhrase(sentence, h + 2, lexicon);
    if (!np?.number || (!endsClause(sentence[np.end - 1]) && np.end !== sentence.length)) continue;
    const forms = lexicon.verb(verb.lower)!;
    const agrees = np.number === "singular" ? forms.present : forms.infinitive;
    if (verb.lower !== agrees) continue;
    const subject = texts(sentence.slice(h + 2, np.end));
    const example = [...texts(sentence.slice(w, h + 1)).map((x) => x.toLowerCase()), ...subject, verb.lower].join(" ");
    return [
      edit(h + 1, np.end, [...subject, verb.text], {
        en: `in an indirect question the subject comes first: ${example}`,
        de: `in der indirekten Frage steht das Subjekt vorn: ${example}`,
      }),
    ];
  }
  return [];
}

/** Verbs whose particle goes after a pronoun object ('turn it off', 'pick me up'). */
const PHRASAL =
  /^(turn|turns|turned|switch|switches|switched|pick|picks|picked|put|puts|take|takes|took|give|gives|gave|bring|brings|brought|throw|throws|threw|write|writes|wrote|fill|fills|filled|wake|wakes|woke|try|tries|tried|clean|cleans|cleaned|tidy|tidies|tidied|send|sends|sent|shut|shuts|cut|cuts|look|looks|looked|call|calls|called|check|checks|checked)$/;
const PARTICLES = /^(up|off|on|out|down|back|away|in)$/;
const OBJECT_PRONOUNS = /^(it|me|him|her|us|them)$/;

/** 'Please turn off it' -> 'turn it off', 'Can you pick up me?' -> 'pick me up'. */
function particleBeforePronoun(sentence: Word[], _lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((verb, v) => {
    const [particle, pronoun] = [sentence[v + 1], sentence[v + 2]];
    if (!particle || !pronoun || !PHRASAL.test(verb.lower) || endsClause(verb) || endsClause(particle)) return;
    if (!PARTICLES.test(particle.lower) || !OBJECT_PRONOUNS.test(pronoun.lower) || isCapitalised(pronoun)) return;
    // 'look up it' aside, 'look on it', 'put on it', 'call on him', 'check in it' are prepositions: only 'up', 'off', 'out' ... where the verb takes an object.
    if (
      /^(on|in)$/.test(particle.lower) &&
      !/^(turn|turns|turned|switch|switches|switched|try|tries|tried|fill|fills|filled)$/.test(verb.lower)
    )
      return;
    if (/^(look|looks|looked)$/.test(verb.lower) && particle.lower !== "up") return;
    if (DETERMINERS.has(sentence[v + 3]?.lower ?? "") && !endsClause(pronoun)) return;
    const example = [verb.lower, pronoun.lower, particle.lower].join(" ");
    edits.push(
      edit(v + 1, v + 3, [pronoun.text, particle.text], {
        en: `a pronoun goes between the verb and its particle: ${example}`,
        de: `ein Pronomen steht zwischen Verb und Partikel: ${example}`,
      }),
    );
  });
  return edits;
}
