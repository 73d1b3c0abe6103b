import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { onlyQuestion } from "./word-order-read";
import { timeAfterPlace } from "./word-order-times";
import { AUXILIARIES, DETERMINERS, endsClause, SUBJECT_PRONOUNS } from "./words";

/**
 * More word order: a frequency adverb after an auxiliary's infinitive ('I don't go often to' -> 'don't often go')
 * or before a modal ('I never can' -> 'can never'), 'not' in the German place ('I like not', 'I not like' -> 'I
 * don't like'), the verb second after any fronted phrase ('After the lesson go we'), the verb last in a clause
 * ('when I home come'), a question without 'do' in the past or after 'how much' ('What you did?', 'How much it
 * costs?'), and 'time enough' -> 'enough time'.
 */
export function evenMoreWordOrder(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...adverbAfterInfinitive(sentence, lexicon),
    ...adverbBeforeModal(sentence),
    ...notPlacement(sentence, lexicon),
    ...frontedPhrase(sentence, lexicon),
    ...verbLastInClause(sentence, lexicon),
    ...questionWithoutAuxiliary(sentence, lexicon),
    ...enoughAfterNoun(sentence, lexicon),
    ...timeAfterPlace(sentence, lexicon),
  ];
}

const FREQUENCY = /^(always|usually|often|sometimes|never|rarely|seldom|normally|also)$/;
const ONLY_SUBJECTS = /^(i|he|she|we|they)$/;
const OPENS_INFINITIVE =
  /^(do|does|did|don't|doesn't|didn't|can|can't|cannot|will|won't|must|mustn't|should|shouldn't|would|wouldn't|could|couldn't)$/;

/** A plain verb form at `i` (not an auxiliary), and its forms. */
function verbAt(sentence: Word[], i: number, lexicon: EnglishLexicon) {
  const word = sentence[i];
  if (!word || !/^[a-z]+$/.test(word.text) || AUXILIARIES.has(word.lower)) return undefined;
  return lexicon.verb(word.lower);
}

/** 'Do you go often to the gym?' -> 'Do you often go', 'I can remember never names' -> 'I can never remember'. */
function adverbAfterInfinitive(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((aux, a) => {
    if (!OPENS_INFINITIVE.test(aux.lower) || endsClause(aux)) return;
    let v = a + 1;
    // 'Do you ...': the subject between in a question.
    if (a === 0 && SUBJECT_PRONOUNS[sentence[v]?.lower ?? ""]) v++;
    else if (a === 0) return;
    const forms = verbAt(sentence, v, lexicon);
    const adverb = sentence[v + 1];
    if (!forms || forms.infinitive !== sentence[v]!.lower || !adverb || endsClause(sentence[v])) return;
    // 'Do you come here often?': an adverb ending the clause is fine there.
    if (!FREQUENCY.test(adverb.lower) || endsClause(adverb) || !sentence[v + 2]) return;
    if (/^(do|does|did)$/.test(aux.lower) && a > 0) return;
    const example = [aux.lower, ...(v > a + 1 ? [sentence[a + 1]!.text] : []), adverb.lower, sentence[v]!.lower].join(
      " ",
    );
    edits.push(
      edit(v, v + 2, [adverb.text, sentence[v]!.text], {
        en: `'${adverb.lower}' goes before the main verb: ${example}`,
        de: `'${adverb.lower}' steht vor dem Hauptverb: ${example}`,
      }),
    );
  });
  return edits;
}

/** 'I never can remember' -> 'I can never remember', 'I also can swim' -> 'I can also swim'. */
function adverbBeforeModal(sentence: Word[]): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((adverb, i) => {
    const modal = sentence[i + 1];
    const subject = sentence[i - 1];
    if (!modal || !subject || !FREQUENCY.test(adverb.lower) || endsClause(adverb) || endsClause(subject)) return;
    if (!/^(can|must|should|will)$/.test(modal.lower) || !SUBJECT_PRONOUNS[subject.lower] || endsClause(modal)) return;
    if (!sentence[i + 2] || sentence.at(-1)?.trail.includes("?")) return;
    const example = [subject.text === "I" ? "I" : subject.lower, modal.lower, adverb.lower].join(" ");
    edits.push(
      edit(i, i + 2, [modal.text, adverb.text], {
        en: `'${adverb.lower}' goes after '${modal.lower}': ${example}`,
        de: `'${adverb.lower}' steht nach '${modal.lower}': ${example}`,
      }),
    );
  });
  return edits;
}

/** 'I like not this film' / 'I not like fish' -> 'I don't like', 'He not works' -> 'He doesn't work'. */
function notPlacement(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let s = 0; s < sentence.length - 2; s++) {
    const subject = readSubject(sentence, s, lexicon);
    if (!subject || endsClause(sentence[subject.end - 1])) continue;
    const v = subject.end;
    const [first, second] = [sentence[v]!, sentence[v + 1]];
    if (!second || endsClause(first)) continue;
    const notFirst = first.lower === "not";
    const verbIndex = notFirst ? v + 1 : v;
    if (!notFirst && second.lower !== "not") continue;
    const forms = verbAt(sentence, verbIndex, lexicon);
    if (!forms) continue;
    const verb = sentence[verbIndex]!.lower;
    const after = sentence[notFirst ? v + 2 : v + 2];
    // 'I hope not', 'not only', 'not at all', 'not even' are right.
    if (!notFirst && (endsClause(second) || !after || /^(only|just|at|even|yet|really|always|to)$/.test(after.lower)))
      continue;
    if (notFirst && /^(only|just|even|yet|really|always|to)$/.test(verb)) continue;
    const third = subject.person === "3s";
    const past = verb === forms.past && forms.past !== forms.infinitive;
    const agrees = past || verb === (third ? forms.present : forms.infinitive);
    if (!agrees || (lexicon.tags(verb).has("Noun") && !subject.pronoun)) continue;
    const auxiliary = past ? "didn't" : third ? "doesn't" : "don't";
    const example = `${auxiliary} ${forms.infinitive}`;
    return [
      edit(v, v + 2, [auxiliary, forms.infinitive], {
        en: `English says no with 'do' before the verb: ${example}`,
        de: `Englisch verneint mit 'do' vor dem Verb: ${example}`,
      }),
    ];
  }
  return [];
}

const FRONTED_ADVERBS = /^(sometimes|often|usually|normally|then|afterwards|later|also|there|here|now|today|tonight)$/;

/**
 * 'After the lesson go we to a café' -> 'we go', 'In Germany drink people a lot of beer' -> 'people drink',
 * 'Sometimes eat I fish' -> 'I eat': English keeps the subject before the verb after a fronted phrase.
 */
function frontedPhrase(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (sentence.at(-1)?.trail.includes("?")) return [];
  let v: number | undefined;
  const first = sentence[0]?.lower ?? "";
  if (FRONTED_ADVERBS.test(first) && !endsClause(sentence[0])) v = 1;
  else if (/^(in|on|at|after|before|during|from|with|for)$/.test(first)) {
    // The phrase: up to four words, none a verb or clause mark, ending in a noun or name.
    for (let k = 2; k <= 5 && k < sentence.length; k++) {
      const last = sentence[k - 1]!;
      if (sentence.slice(1, k).some((w) => endsClause(w) && w !== last)) break;
      if (endsClause(last)) break;
      const tags = lexicon.tags(last.lower);
      if (!(tags.has("Noun") || /^\p{Lu}/u.test(last.text) || /^\d+$/.test(last.text))) continue;
      // 'After the wedding party we took ...': a noun that could be a verb, then a subject and its verb, is the
      // phrase's compound noun ('party', 'match').
      const compound =
        lexicon.tags(sentence[k]!.lower).has("Noun") &&
        ONLY_SUBJECTS.test(sentence[k + 1]?.lower ?? "") &&
        (verbAt(sentence, k + 2, lexicon) !== undefined || AUXILIARIES.has(sentence[k + 2]?.lower ?? ""));
      if (compound) continue;
      if (verbAt(sentence, k, lexicon) || /^(can|must|will|should|have|has)$/.test(sentence[k]!.lower)) {
        v = k;
        break;
      }
    }
  }
  if (v === undefined) return [];
  const verb = sentence[v]!;
  if (endsClause(verb) || !(verbAt(sentence, v, lexicon) || /^(can|must|will|should|have|has)$/.test(verb.lower)))
    return [];
  const forms = verbAt(sentence, v, lexicon);
  if (forms && lexicon.tags(verb.lower).has("Noun") && !lexicon.tags(verb.lower).has("Verb")) return [];
  let subjectEnd: number | undefined;
  const subject = sentence[v + 1];
  if (subject && ONLY_SUBJECTS.test(subject.lower)) subjectEnd = v + 2;
  else if (subject && /^(people|children|kids|students|many|most)$/.test(subject.lower) && v > 1) {
    // A noun subject: only with an object after it ('In the corner sat an old man' is a literary inversion).
    let end = v + 2;
    if (/^(many|most)$/.test(subject.lower)) end = sentence[v + 2]?.lower === "people" ? v + 3 : -1;
    const object = sentence[end];
    if (
      end > 0 &&
      object &&
      !endsClause(sentence[end - 1]) &&
      (DETERMINERS.has(object.lower) || /^(a|much|many|lots)$/.test(object.lower))
    )
      subjectEnd = end;
  }
  if (subjectEnd === undefined || endsClause(sentence[v + 1])) return [];
  const subjectWords = texts(sentence.slice(v + 1, subjectEnd));
  const example = [
    ...texts(sentence.slice(0, v)).map((w, k) => (k === 0 ? w.toLowerCase() : w)),
    ...subjectWords,
    verb.lower,
  ].join(" ");
  return [
    edit(v, subjectEnd, [...subjectWords, verb.text], {
      en: `the subject comes before the verb: ${example}`,
      de: `das Subjekt steht vor dem Verb: ${example}`,
    }),
  ];
}

/** 'when I home come' -> 'when I come home', 'because I a new job have' -> 'because I have a new job'. */
function verbLastInClause(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((joiner, j) => {
    if (!/^(because|that|when|if|although|while|before|after|until)$/.test(joiner.lower) || endsClause(joiner)) return;
    const pronoun = sentence[j + 1];
    const person = pronoun && SUBJECT_PRONOUNS[pronoun.lower];
    if (!person || endsClause(pronoun)) return;
    // The clause's end: its last word is the verb.
    let end = j + 2;
    while (end < sentence.length && !endsClause(sentence[end])) end++;
    if (end >= sentence.length) end = sentence.length - 1;
    const middle = sentence.slice(j + 2, end);
    if (middle.length === 0 || middle.length > 4) return;
    // The middle holds a noun ('home', 'time', 'the answer') and no verb or floating word ('they all know').
    const plain = middle.every((w) => {
      const tags = lexicon.tags(w.lower);
      if (
        AUXILIARIES.has(w.lower) ||
        /^(all|both|each|also|really|just|not|never|still|myself|yourself|themselves)$/.test(w.lower)
      )
        return false;
      return DETERMINERS.has(w.lower) || ((tags.has("Noun") || tags.has("Adjective")) && !tags.has("Pronoun"));
    });
    if (!plain || !middle.some((w) => lexicon.tags(w.lower).has("Noun") || w.lower === "home")) return;
    const verb = sentence[end]!.lower;
    // The clause's last word a verb that is no noun ('because they games play' aside: 'play' may be a noun).
    const forms = /^(have|has|had)$/.test(verb) ? lexicon.verb("have") : verbAt(sentence, end, lexicon);
    if (!forms) return;
    const agrees =
      (verb === forms.past && forms.past !== forms.infinitive) ||
      verb === (person === "3s" ? forms.present : forms.infinitive);
    if (!agrees || lexicon.tags(verb).has("Noun")) return;
    const example = [joiner.lower, pronoun.text, verb, ...texts(middle)].join(" ");
    edits.push(
      edit(j + 2, end + 1, [sentence[end]!.text, ...texts(middle)], {
        en: `the verb comes right after the subject: ${example}`,
        de: `das Verb steht direkt nach dem Subjekt: ${example}`,
      }),
    );
  });
  return edits;
}

/** 'What you did yesterday?' -> 'What did you do', 'How much it costs?' -> 'How much does it cost?'. */
function questionWithoutAuxiliary(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (!onlyQuestion(sentence) || !/^(what|where|when|why|how|which)$/.test(sentence[0]?.lower ?? "")) return [];
  const h = sentence[0]!.lower === "how" && /^(much|many|often|long|far)$/.test(sentence[1]?.lower ?? "") ? 2 : 1;
  const pronoun = sentence[h];
  const person = pronoun && SUBJECT_PRONOUNS[pronoun.lower];
  const verb = sentence[h + 1];
  if (!person || !verb || endsClause(pronoun) || !/^[a-z]+$/.test(verb.text)) return [];
  // 'did' and 'does' as main verbs ('What you did?').
  const forms = /^(did|does|do)$/.test(verb.lower) ? lexicon.verb("do") : verbAt(sentence, h + 1, lexicon);
  if (!forms) return [];
  const third = person === "3s";
  let auxiliary: string | undefined;
  if (verb.lower === forms.past && forms.past !== forms.infinitive) auxiliary = "did";
  // The present (without 'do' in the simple cases questionWithoutDo reads) after 'how much'.
  else if (h === 2 && verb.lower === (third ? forms.present : forms.infinitive)) auxiliary = third ? "does" : "do";
  else if (/^(does|do)$/.test(verb.lower) && verb.lower === (third ? "does" : "do")) auxiliary = verb.lower;
  if (!auxiliary) return [];
  const example = [
    ...texts(sentence.slice(0, h)).map((w) => w.toLowerCase()),
    auxiliary,
    pronoun.text,
    forms.infinitive,
  ].join(" ");
  return [
    edit(h, h + 2, [auxiliary, pronoun.text, forms.infinitive], {
      en: `a question needs '${auxiliary}': ${example}`,
      de: `die Frage braucht '${auxiliary}': ${example}`,
    }),
  ];
}

/** 'We don't have time enough' -> 'enough time': 'enough' comes before a noun. */
function enoughAfterNoun(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((enough, i) => {
    const noun = sentence[i - 1];
    const verb = sentence[i - 2];
    if (enough.lower !== "enough" || !noun || !verb || endsClause(noun) || endsClause(verb)) return;
    if (!/^(have|has|had|need|needs|get|got|earn|earns|buy|bought)$/.test(verb.lower)) return;
    const tags = lexicon.tags(noun.lower);
    if (!tags.has("Noun") || tags.has("Adjective") || !/^[a-z]+$/.test(noun.text)) return;
    if (sentence[i + 1] && !endsClause(enough) && !/^(to|for)$/.test(sentence[i + 1]!.lower)) return;
    const example = `enough ${noun.lower}`;
    edits.push(
      edit(i - 1, i + 1, [enough.text, noun.text], {
        en: `'enough' goes before a noun: ${example}`,
        de: `'enough' steht vor einem Nomen: ${example}`,
      }),
    );
  });
  return edits;
}
