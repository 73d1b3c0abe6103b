import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { readSubject } from "./subject";
import { STATIVE } from "./tense-now";
import { tenseSubject } from "./tense-subject";
import { TIME_NOUNS } from "./tense-time";
import { AUXILIARIES, endsClause, isNumberWord } from "./words";

/**
 * The future with 'will' where English allows no present: a promise or offer ('Tomorrow I call you' -> "I'll
 * call you"), a prediction ("I'm sure you pass the exam next week" -> "you'll pass"), an age to come ('Next year I
 * am 30' -> "I'll be 30"). A timetable or an arrangement keeps its present ('The train leaves at six tomorrow',
 * 'Tomorrow I start my new job'), so no other present is touched.
 */
export function future(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const marker = futureTime(sentence, lexicon);
  return [
    ...promise(sentence, marker, lexicon),
    ...(marker || dayAhead(sentence) ? prediction(sentence, (marker ?? dayAhead(sentence))!, lexicon) : []),
    ...(marker ? ageToCome(sentence, marker, lexicon) : []),
  ];
}

/** 'tomorrow (morning)', 'tonight', 'later', 'soon', 'next week', 'in two days', 'in a minute': [start, end). */
export function futureTime(sentence: Word[], lexicon: EnglishLexicon): [number, number] | undefined {
  for (let i = 0; i < sentence.length; i++) {
    const word = sentence[i]!.lower;
    const next = sentence[i + 1]?.lower ?? "";
    const open = !endsClause(sentence[i]);
    if (word === "tomorrow") return [i, open && /^(morning|afternoon|evening|night)$/.test(next) ? i + 2 : i + 1];
    if (/^(tonight|soon)$/.test(word)) return [i, i + 1];
    if (word === "later" && !/^(than|on)$/.test(next)) return [i, i + 1];
    if (
      word === "next" &&
      open &&
      TIME_NOUNS.test(next) &&
      !/^(the|my|your|our|his|her|their)$/.test(sentence[i - 1]?.lower ?? "")
    )
      return [i, i + 2];
    if (word === "in" && open && (/^(a|an|few)$/.test(next) || isNumberWord(lexicon, next))) {
      const unit = sentence
        .slice(i + 2, i + 5)
        .findIndex((w) => /^(minutes?|seconds?|moment|hours?|days?|weeks?|months?|years?)$/.test(w.lower));
      if (unit >= 0 && sentence.slice(i, i + 2 + unit).every((w) => !endsClause(w))) return [i, i + 3 + unit];
    }
  }
  return undefined;
}

/**
 * 'on Sunday', 'this weekend', 'at the weekend': a day that a prediction may look ahead to (with a present it may
 * also be an arrangement, so only the prediction reads it).
 */
export function dayAhead(sentence: Word[]): [number, number] | undefined {
  for (let i = 0; i < sentence.length - 1; i++) {
    const [word, next] = [sentence[i]!.lower, sentence[i + 1]!.lower];
    if (endsClause(sentence[i])) continue;
    if (word === "on" && /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/.test(next)) return [i, i + 2];
    if (word === "this" && /^(weekend|evening|afternoon|summer|winter|saturday|sunday|friday)$/.test(next))
      return [i, i + 2];
    if (word === "at" && next === "the" && sentence[i + 2]?.lower === "weekend") return [i, i + 3];
  }
  return undefined;
}

/** Whether a clause starts at `i`: at the sentence's start, after a comma, a fronted future time, 'and', 'so'. */
function mainClauseAt(sentence: Word[], i: number, marker: [number, number] | undefined): boolean {
  const before = sentence[i - 1];
  // Not after an auxiliary ('Why don't I call you tomorrow?') nor a joining word of a condition ('If I see you').
  if (!before || endsClause(before) || (marker && marker[0] === 0 && marker[1] === i)) return true;
  return /^(and|but|so|then)$/.test(before.lower);
}

const will = (pronoun: Word, i: number) => {
  const text =
    pronoun.lower === "i" ? "I" : i === 0 ? pronoun.lower.replace(/^./, (c) => c.toUpperCase()) : pronoun.lower;
  return `${text}'ll`;
};

/**
 * "Tomorrow I call you after work" -> "I'll call you", "Don't worry, I help you next weekend" -> "I'll help": 'I' or
 * 'we' doing something for 'you' at a future time (or after "Don't worry,") is a promise or an offer, which takes
 * 'will'. 'I need you tomorrow', 'I see you' (a state) and conditions ('If I see you tomorrow') stay.
 */
function promise(sentence: Word[], marker: [number, number] | undefined, lexicon: EnglishLexicon): GrammarEdit[] {
  const opening = sentence
    .slice(0, 3)
    .map((w) => w.lower)
    .join(" ");
  const reassures = /^(don't worry|do not worry)\b/.test(opening);
  if (!marker && !reassures) return [];
  const s = sentence.findIndex((w, i) => /^(i|we)$/.test(w.lower) && mainClauseAt(sentence, i, marker));
  if (s < 0 || endsClause(sentence[s])) return [];
  const verb = sentence[s + 1];
  const object = sentence[s + 2];
  if (!verb || !object || object.lower !== "you" || endsClause(verb) || !/^[a-z]+$/.test(verb.text)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || AUXILIARIES.has(verb.lower)) return [];
  if (
    (STATIVE.has(forms.infinitive) && forms.infinitive !== "see") ||
    /^(expect|trust|miss|owe|let|make|promise|swear|bet)$/.test(verb.lower)
  )
    return [];
  // The time belongs to this clause: no comma between them, unless the time comes first.
  if (marker && marker[0] > s && sentence.slice(s, marker[0]).some((w) => endsClause(w))) return [];
  const words = [will(sentence[s]!, s), verb.lower];
  const example = `${words.join(" ")} you`;
  return [
    {
      start: s,
      end: s + 2,
      words,
      category: "verb-form",
      explain: {
        en: `a promise or offer for later takes 'will': ${example}`,
        de: `ein Versprechen oder Angebot für später steht mit 'will': ${example}`,
      },
    },
  ];
}

/** Frames that predict: "I'm sure", 'I am sure', 'I think', 'I believe', 'I guess', 'I expect', 'I bet'. */
function predictionEnd(sentence: Word[]): number | undefined {
  const words = sentence.map((w) => w.lower);
  let k = 0;
  if (words[0] === "i'm" && words[1] === "sure") k = 2;
  else if (words[0] === "i" && words[1] === "am" && words[2] === "sure") k = 3;
  else if (words[0] === "i" && /^(think|believe|guess|expect|bet)$/.test(words[1] ?? "")) k = 2;
  else return undefined;
  if (sentence.slice(0, k - 1).some((w) => endsClause(w))) return undefined;
  return words[k] === "that" ? k + 1 : k;
}

/** Verbs of timetables and fixed events, whose present may be planned ('I think the shop opens tomorrow'). */
const SCHEDULED =
  /^(start|begin|leave|arrive|open|close|depart|finish|end|land|take|come|go|be|have|get|fly|meet|play)$/;

/**
 * "I'm sure you pass the exam next week" -> "you'll pass", 'I think she likes ...' aside: after a frame that
 * predicts, a present of an action with a future time takes 'will'. 'I hope you pass' keeps its present.
 */
function prediction(sentence: Word[], marker: [number, number], lexicon: EnglishLexicon): GrammarEdit[] {
  const s = predictionEnd(sentence);
  if (s === undefined || marker[0] <= s) return [];
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject || sentence[s]!.lower === "there") return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || v >= marker[0] || !/^[a-z]+$/.test(verb.text) || AUXILIARIES.has(verb.lower)) return [];
  if (sentence.slice(v, marker[0]).some((w) => endsClause(w) || /^(if|when|that|who|which|because)$/.test(w.lower)))
    return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || STATIVE.has(forms.infinitive) || SCHEDULED.test(forms.infinitive)) return [];
  // Rain and snow have their own rule; a weather verb stays with it.
  if (/^(rain|snow)$/.test(forms.infinitive)) return [];
  if (verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  const pronoun = subject.pronoun && sentence[s]!.lower !== "it";
  const words = pronoun ? [will(sentence[s]!, s), forms.infinitive] : ["will", forms.infinitive];
  const start = pronoun ? s : v;
  const example = pronoun ? words.join(" ") : `will ${forms.infinitive}`;
  return [
    {
      start,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `a prediction about the future takes 'will': ${example}`,
        de: `eine Vorhersage über die Zukunft steht mit 'will': ${example}`,
      },
    },
  ];
}

/**
 * 'Next year I am 30' -> "I'll be 30", 'My son is ten next month' -> 'will be': an age still to come takes 'will
 * be'. Only with 'next' or 'in ...' ('I'm 30 tomorrow' is a birthday, said in the present).
 */
function ageToCome(sentence: Word[], marker: [number, number], lexicon: EnglishLexicon): GrammarEdit[] {
  const when = sentence[marker[0]]!.lower;
  if (when !== "next" && when !== "in") return [];
  const s = marker[0] === 0 ? marker[1] : 0;
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const be = sentence[subject.end];
  const age = sentence[subject.end + 1];
  if (!be || !age || !/^(am|is|are)$/.test(be.lower) || endsClause(be)) return [];
  if (!/^\d{1,3}$/.test(age.text) && !isNumberWord(lexicon, age.lower)) return [];
  // The number is an age: the clause ends there, or 'years old' follows, or the time.
  const after = sentence[subject.end + 2]?.lower ?? "";
  if (!endsClause(age) && after !== "years" && subject.end + 2 !== marker[0]) return [];
  if (marker[0] > 0 && marker[0] < subject.end) return [];
  const pronoun = subject.pronoun && sentence[s]!.lower !== "it";
  const words = pronoun ? [will(sentence[s]!, s), "be"] : ["will", "be"];
  const example = pronoun ? words.join(" ") : "will be";
  return [
    {
      start: pronoun ? s : subject.end,
      end: subject.end + 1,
      words,
      category: "verb-form",
      explain: {
        en: `an age still to come takes 'will be': ${example} ${age.text}`,
        de: `ein Alter in der Zukunft steht mit 'will be': ${example} ${age.text}`,
      },
    },
  ];
}
