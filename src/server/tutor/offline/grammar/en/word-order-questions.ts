import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject, type Subject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { asks, conjugate, lowerFirst, nounEnd, onlyQuestion, phrasesEnd, timeEnd, verbAt } from "./word-order-read";
import { AUXILIARIES, endsClause, MODALS, nounNumber, SUBJECT_PRONOUNS } from "./words";

/**
 * Questions read from their structure: the lexical verb before ANY subject with no 'do' ('How much costs the
 * ticket to Munich?', 'Which platform leaves the train from?'), and an indirect question that keeps the direct
 * one's 'do' or inversion ('I don't know what time does it start', 'tell me when can we meet').
 */
export function questionWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...verbBeforeSubject(sentence, lexicon), ...indirectWithAuxiliary(sentence, lexicon)];
}

/**
 * Where a question proper starts after a short opener ('So how ...?', 'Sorry, what ...?', 'Excuse me, where
 * ...?'): the question word's index, 0 without an opener.
 */
export function questionStart(sentence: Word[]): number {
  if (!asks(sentence)) return 0;
  const comma = sentence.findIndex((w) => endsClause(w));
  if (comma >= 0 && comma <= 2 && sentence[comma]!.trail.includes(",") && WH.test(sentence[comma + 1]?.lower ?? ""))
    return comma + 1;
  if (/^(so|and|but|oh|ok|okay|well|then)$/.test(sentence[0]!.lower) && !endsClause(sentence[0]))
    return WH.test(sentence[1]?.lower ?? "") ? 1 : 0;
  return 0;
}

const WH = /^(what|where|when|why|how|which)$/;
/** Verbs whose object is what the question asks ('What does it mean?', 'How much does it cost?'). */
const ASKS_OBJECT = /^(mean|cost|say|weigh)$/;
const PREPOSITION_LAST = /^(from|to|with|for|about|in|on|at|of|into)$/;

/** The question word's phrase from `q`: its end, and the number it has as a possible subject (none for 'when'). */
function whPhrase(sentence: Word[], q: number, lexicon: EnglishLexicon) {
  const wh = sentence[q]!.lower;
  const next = sentence[q + 1];
  if (!next || endsClause(sentence[q])) return undefined;
  if (wh === "how") {
    if (!/^(much|many|often|long|far|old)$/.test(next.lower)) return { end: q + 1, subject: undefined };
    // 'How many people live here?': a noun after it makes a possible subject.
    const noun = sentence[q + 2];
    const opens = noun && !endsClause(next) && !AUXILIARIES.has(noun.lower) && !verbAt(sentence, q + 2, lexicon);
    if (/^(much|many)$/.test(next.lower) && opens) {
      if (!lexicon.tags(noun.lower).has("Noun")) return undefined;
      return { end: q + 3, subject: next.lower === "many" ? "p" : "3s" } as const;
    }
    return { end: q + 2, subject: undefined };
  }
  if (wh === "what" && /^(time|day|year|month)$/.test(next.lower)) return { end: q + 2, subject: undefined };
  if (wh === "what" || wh === "which") {
    // 'What means ...': the verb right after; 'Which platform leaves ...': a noun first.
    if (verbAt(sentence, q + 1, lexicon) && !nounEnd(sentence, q + 1, lexicon)) return { end: q + 1, subject: "3s" };
    const number = nounNumber(lexicon, next.lower);
    if (!number || endsClause(next)) return wh === "what" ? { end: q + 1, subject: "3s" } : undefined;
    return { end: q + 2, subject: number === "plural" ? "p" : "3s" } as const;
  }
  return { end: q + 1, subject: undefined };
}

/**
 * 'How much costs the ticket to Munich?' -> 'How much does the ticket to Munich cost?', 'When starts the film
 * tonight?' -> 'When does the film start tonight?', 'Which platform leaves the train from?' -> 'Which platform does
 * the train leave from?': a lexical verb, then its subject. Where the question word may itself be the subject
 * ('What happens next?', 'Which bus goes to the centre?', 'What brings you here?'), only a verb that cannot agree
 * with it, a preposition left at the end, or a verb whose object the question asks shows the learner's order.
 */
function verbBeforeSubject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const q = questionStart(sentence);
  if (!onlyQuestion(sentence.slice(q)) || !WH.test(sentence[q]?.lower ?? "")) return [];
  const wh = whPhrase(sentence, q, lexicon);
  if (!wh) return [];
  const v = wh.end;
  const forms = verbAt(sentence, v, lexicon);
  if (!forms || endsClause(sentence[v])) return [];
  const verb = sentence[v]!.lower;
  const subject = subjectAfter(sentence, v + 1, lexicon, wh.subject === undefined);
  if (!subject) return [];
  const third = subject.person === "3s";
  const past = verb === forms.past && forms.past !== forms.infinitive && !lexicon.tags(verb).has("Noun");
  const present = verb === (third ? forms.present : forms.infinitive) && forms.present !== forms.infinitive;
  if (!past && !present) return [];
  // The subject's own phrases go with it where the verb asks for its object ('the ticket to Munich').
  let end = subject.end;
  // 'in English', 'in Berlin' are the verb's ('What does it mean in English?').
  const inName = sentence[end]?.lower === "in" && /^\p{Lu}/u.test(sentence[end + 1]?.text ?? "");
  // 'How long takes the trip to Munich?': the trip's phrases are the subject's, what 'take' and 'last' measure.
  const measures = /^(take|last)$/.test(forms.infinitive) && /^how long$/i.test(texts(sentence.slice(q, v)).join(" "));
  if ((ASKS_OBJECT.test(forms.infinitive) || measures) && !endsClause(sentence[end - 1]) && !inName)
    end = phrasesEnd(sentence, end, lexicon);
  // 'What says the sign over there?': 'over there' points at the subject ('the sign over there').
  if (!endsClause(sentence[end - 1]) && /^(over|up|down|back|out)$/.test(sentence[end]?.lower ?? ""))
    if (/^(there|here)$/.test(sentence[end + 1]?.lower ?? "") && !endsClause(sentence[end])) end += 2;
  const last = clauseEndOf(sentence, end);
  const rest = sentence.slice(end, last);
  const stranded = rest.length === 1 && PREPOSITION_LAST.test(rest[0]!.lower);
  if (!stranded && rest.length > 0 && !restIsAdverbial(sentence, end, last, lexicon)) return [];
  if (wh.subject !== undefined) {
    // 'What happens next?', 'Which bus goes there?': the question word may be the subject.
    const disagrees = present && (wh.subject === "3s") !== third;
    // 'What means this word?'; 'What means the world to you?' is the idiom, with 'what' its subject.
    const toPerson = rest.some((w) => /^(me|you|him|her|us|them)$/.test(w.lower));
    const asksObject = wh.subject === "3s" && ASKS_OBJECT.test(forms.infinitive) && present && q + 1 === v && !toPerson;
    if (!disagrees && !stranded && !asksObject) return [];
  }
  const auxiliary = past ? "did" : third ? "does" : "do";
  const subjectWords = texts(sentence.slice(v + 1, end));
  const example = [...lowerFirst(texts(sentence.slice(q, v))), auxiliary, ...subjectWords, forms.infinitive].join(" ");
  return [
    edit(v, end, [auxiliary, ...subjectWords, forms.infinitive], {
      en: `a question needs '${auxiliary}' before the subject: ${example}`,
      de: `die Frage braucht '${auxiliary}' vor dem Subjekt: ${example}`,
    }),
  ];
}

/** A subject after an inverted verb: a noun phrase or name, or 'he', 'she', 'I', 'we', 'they' ('it', 'you' too after 'when'). */
function subjectAfter(sentence: Word[], i: number, lexicon: EnglishLexicon, adverbial: boolean): Subject | undefined {
  const word = sentence[i];
  if (!word) return undefined;
  const person = SUBJECT_PRONOUNS[word.lower];
  if (person) {
    if (/^(you|it)$/.test(word.lower) && !(adverbial && endsClause(word))) return undefined;
    return { start: i, end: i + 1, person, pronoun: true };
  }
  // 'the film tonight': compromise reads a time after a noun as a compound's head, so the subject ends before it.
  for (let t = i + 2; t < i + 6 && t < sentence.length; t++) {
    if (endsClause(sentence[t - 1])) break;
    if (!/^(today|tonight|tomorrow|yesterday|now)$/.test(sentence[t]!.lower)) continue;
    const before = readSubject(sentence.slice(0, t), i, lexicon, true);
    if (before?.end === t && !before.pronoun) return before;
  }
  const subject = readSubject(sentence, i, lexicon, true);
  return subject && !subject.pronoun ? subject : undefined;
}

function clauseEndOf(sentence: Word[], i: number): number {
  if (i > 0 && endsClause(sentence[i - 1])) return i;
  for (let k = i; k < sentence.length; k++) if (endsClause(sentence[k])) return k + 1;
  return sentence.length;
}

/** What may follow the subject when the verb goes after it: times, places, adverbs, objects; no other verb. */
function restIsAdverbial(sentence: Word[], start: number, end: number, lexicon: EnglishLexicon): boolean {
  if (timeEnd(sentence, start, lexicon) === end) return true;
  return sentence.slice(start, end).every((w) => {
    const tags = lexicon.tags(w.lower);
    if (/^(and|or|but|that|if|because|when)$/.test(w.lower) || MODALS.has(w.lower)) return false;
    return !tags.has("Verb") || tags.has("Noun") || tags.has("Preposition") || tags.has("Adjective");
  });
}

/** Words an indirect question follows ('I don't know', 'tell me', 'I'm not sure', 'I wonder'). */
const ASKING =
  /^(know|knows|tell|wonder|ask|asked|idea|sure|remember|understand|explain|show|forget|forgot|check|me|us|him|her|them|out|see)$/;

/**
 * 'I don't know what time does it start' -> 'what time it starts', "I'm not sure where did I put my phone" ->
 * 'where I put', 'Could you tell me when does the next bus leave?' -> 'when the next bus leaves', 'tell me where can
 * I park' -> 'where I can park': an indirect question keeps a statement's order, without 'do'.
 */
function indirectWithAuxiliary(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let w = 2; w < sentence.length - 3; w++) {
    const word = sentence[w]!.lower;
    if (!(WH.test(word) || word === "who") || !ASKING.test(sentence[w - 1]!.lower) || endsClause(sentence[w - 1]))
      continue;
    const wh = whPhrase(sentence, w, lexicon) ?? { end: w + 1 };
    const a = wh.end;
    const auxiliary = sentence[a];
    if (!auxiliary || endsClause(auxiliary) || endsClause(sentence[a - 1])) continue;
    const aux = auxiliary.lower;
    const doing = /^(do|does|did)$/.test(aux);
    if (!doing && !MODALS.has(aux) && !/^(have|has|had)$/.test(aux)) continue;
    const subject = subjectAfter(sentence, a + 1, lexicon, true) ?? pronounSubject(sentence, a + 1);
    if (!subject || endsClause(sentence[subject.end - 1])) continue;
    const v = subject.end;
    const verb = sentence[v]?.lower;
    // 'be', 'been', 'have', 'had' as main verbs too ('how long had I had the pain', 'where have you been').
    const own = /^(be|been)$/.test(verb ?? "") ? "be" : /^(have|had)$/.test(verb ?? "") ? "have" : undefined;
    const forms = verbAt(sentence, v, lexicon) ?? (own ? lexicon.verb(own) : undefined);
    if (!forms || !verb) continue;
    const subjectWords = texts(sentence.slice(a + 1, v));
    let words: string[];
    if (doing) {
      // 'what time does it start': the infinitive after 'do' takes the person and tense 'do' had.
      if (verb !== forms.infinitive || forms.infinitive === "be") continue;
      words = [...subjectWords, conjugate(forms, subject.person, aux === "did")];
    } else {
      // 'where can I park', 'where have you been': an infinitive after a modal, a participle after 'have'.
      const fits = MODALS.has(aux) ? verb === forms.infinitive : verb === forms.participle;
      if (!fits) continue;
      words = [...subjectWords, auxiliary.text, sentence[v]!.text];
    }
    const example = [...lowerFirst(texts(sentence.slice(w, a))), ...words].join(" ");
    return [
      edit(a, v + 1, words, {
        en: `in an indirect question the subject comes first, without 'do': ${example}`,
        de: `in der indirekten Frage steht das Subjekt vorn, ohne 'do': ${example}`,
      }),
    ];
  }
  return [];
}

/** 'you' or 'it' right after an auxiliary ('what do you need'), where they can only be the subject. */
function pronounSubject(sentence: Word[], i: number): Subject | undefined {
  const word = sentence[i];
  const person = word && SUBJECT_PRONOUNS[word.lower];
  return person ? { start: i, end: i + 1, person, pronoun: true } : undefined;
}
