import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit, texts } from "./word-order-edit";
import { clauseEnd, nounEnd, phrasesEnd, subjectBefore, TIME_NOUNS, verbAt } from "./word-order-read";
import { DETERMINERS, endsClause, isNumberWord, MODALS, readNounPhrase } from "./words";

/**
 * A time between the verb and its place or object, where German puts it ('Ich war gestern beim Arzt'): 'I was
 * yesterday at the doctor's' -> 'I was at the doctor's yesterday', 'We were for two weeks in Valencia' -> 'in Valencia
 * for two weeks', 'My phone fell yesterday on the floor' -> 'fell on the floor yesterday', 'I have to take twice a
 * day the tablets' -> 'take the tablets twice a day'.
 */
export function timeAfterPlace(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...timeBeforePlace(sentence, lexicon), ...timeBeforeObject(sentence, lexicon)];
}

const DURATION = /^(minutes?|hours?|days?|weeks?|months?|years?|nights?)$/;

/** A bare time at `i` and its end: 'yesterday', 'tomorrow morning', 'last week', 'every Saturday'. */
function bareTimeEnd(sentence: Word[], i: number): number | undefined {
  const [word, next] = [sentence[i]?.lower ?? "", sentence[i + 1]];
  if (/^(yesterday|today|tomorrow|tonight)$/.test(word)) {
    const part = next && !endsClause(sentence[i]) && /^(morning|afternoon|evening|night)$/.test(next.lower);
    return part ? i + 2 : i + 1;
  }
  if (/^(last|next|every)$/.test(word) && next && !endsClause(sentence[i]) && TIME_NOUNS.test(next.lower)) return i + 2;
  return undefined;
}

/** How often at `i` and its end: 'twice a day', 'once a week', 'three times a month', 'every day'. */
function frequencyEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i]?.lower ?? "";
  let k: number;
  if (/^(once|twice)$/.test(word)) k = i + 1;
  else if (isNumberWord(lexicon, word) && sentence[i + 1]?.lower === "times") k = i + 2;
  else return bareTimeEnd(sentence, i);
  if (sentence.slice(i, k).some((w) => endsClause(w))) return undefined;
  if (!/^(a|an|per|every)$/.test(sentence[k]?.lower ?? "") || endsClause(sentence[k])) return undefined;
  return TIME_NOUNS.test(sentence[k + 1]?.lower ?? "") ? k + 2 : undefined;
}

/** A length of time at `i`: 'for two weeks', 'for a month', 'for a few days'. */
function durationEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  if (sentence[i]?.lower !== "for" || endsClause(sentence[i])) return undefined;
  let k = i + 1;
  if (sentence[k]?.lower === "a" && /^(few|couple)$/.test(sentence[k + 1]?.lower ?? "")) k += 2;
  if (sentence[k]?.lower === "of" && sentence[k - 1]?.lower === "couple") k++;
  const amount = sentence[k]?.lower ?? "";
  if (k === i + 1 && !/^(a|an|several)$/.test(amount) && !isNumberWord(lexicon, amount)) return undefined;
  if (k === i + 1) k++;
  if (sentence.slice(i, k).some((w) => endsClause(w))) return undefined;
  return DURATION.test(sentence[k]?.lower ?? "") ? k + 1 : undefined;
}

/** Places with no article ('at home', 'in bed', 'at work'). */
const BARE_PLACES = /^(home|bed|work|school|church|town|hospital|university|college)$/;

/** A place at `i` and its end: 'at the doctor's', 'in Valencia', 'on the floor', 'at home', 'to the cinema'. */
function placeEnd(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const preposition = sentence[i];
  if (!preposition || endsClause(preposition)) return undefined;
  if (!/^(in|at|on|to|into|onto|near|off|from)$/.test(preposition.lower)) return undefined;
  const next = sentence[i + 1];
  if (!next) return undefined;
  // 'at 8 pm', 'at eight': a clock time, no place.
  if (/^\d/.test(next.lower) || isNumberWord(lexicon, next.lower)) return undefined;
  if (BARE_PLACES.test(next.lower)) return i + 2;
  // 'the doctor's', 'my sister's': a shop or home named by its owner.
  const owner = /^[a-z]+'s$/.test(next.lower) ? undefined : sentence[i + 2];
  if (DETERMINERS.has(next.lower) && owner && !endsClause(next) && /^[a-z]+'s$/.test(owner.text)) return i + 3;
  const end = nounEnd(sentence, i + 1, lexicon);
  if (end === undefined || TIME_NOUNS.test(sentence[end - 1]!.lower) || DURATION.test(sentence[end - 1]!.lower))
    return undefined;
  // 'on time', 'in the end', 'at the latest': no place.
  return /^(time|end|beginning|latest|moment|way|least|most|weekend)$/.test(sentence[end - 1]!.lower) ? undefined : end;
}

/**
 * Verbs of going and falling, whose destination goes before a time ('went yesterday to the cinema'), and of staying,
 * whose place completes them ('stayed last week at a hotel').
 */
const MOTION =
  /^(go|come|drive|fly|travel|move|fall|walk|ride|run|cycle|return|jump|climb|hurry|sail|swim|stay|live|remain)$/;
const PERSONS = /^(i|you|he|she|we|they)$/;

/**
 * 'I was yesterday at the doctor's' -> 'I was at the doctor's yesterday', 'We were for two weeks in Valencia' ->
 * 'We were in Valencia for two weeks', 'My phone fell yesterday on the floor' -> 'fell on the floor yesterday': the
 * place before the time. 'be' only after a person ('The party is tomorrow at Tom's' is an event's time, right), a
 * length of time only after 'be' ('I lived for ten years in Berlin' is right), other verbs only of going or falling
 * ('We met last week at a party' is right).
 */
function timeBeforePlace(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let v = 0; v < sentence.length - 2; v++) {
    const verb = sentence[v]!;
    if (endsClause(verb)) continue;
    const contracted = /^(i'm|you're|we're|they're|he's|she's)$/.test(verb.lower);
    const be = contracted || /^(am|is|are|was|were|been)$/.test(verb.lower);
    const before = sentence[v - 1];
    if (!before && !contracted) continue;
    if (be) {
      const perfect = verb.lower === "been" && /^(have|has|had|i've|we've|you've|they've)$/.test(before?.lower ?? "");
      const person = contracted || PERSONS.test(before?.lower ?? "") || perfect;
      const subject = person ? undefined : subjectBefore(sentence, v, lexicon);
      const actor = subject && lexicon.tags(sentence[subject.end - 1]!.lower).has("Actor");
      if (!person && !actor) continue;
    } else {
      const forms = verbAt(sentence, v, lexicon);
      if (!forms || !MOTION.test(forms.infinitive) || endsClause(before)) continue;
      // 'I have to go twice a week to the gym': after 'to' or a modal too.
      const infinitive =
        sentence[v]!.lower === forms.infinitive && /^(to|can|must|should|will|would)$/.test(before!.lower);
      if (!infinitive && !subjectBefore(sentence, v, lexicon)) continue;
    }
    const t = be
      ? (bareTimeEnd(sentence, v + 1) ?? durationEnd(sentence, v + 1, lexicon))
      : frequencyEnd(sentence, v + 1, lexicon);
    if (t === undefined || endsClause(sentence[t - 1])) continue;
    const placed = placeEnd(sentence, t, lexicon);
    if (placed === undefined) continue;
    // 'at a hotel in Vienna': the place's own phrases go with it.
    const p = endsClause(sentence[placed - 1]) ? placed : phrasesEnd(sentence, placed, lexicon);
    const [time, place] = [texts(sentence.slice(v + 1, t)), texts(sentence.slice(t, p))];
    const example = [verb.lower, ...place, ...time].join(" ");
    return [
      edit(v + 1, p, [...place, ...time], {
        en: `the place comes before the time: ${example}`,
        de: `der Ort steht vor der Zeit: ${example}`,
      }),
    ];
  }
  return [];
}

/**
 * 'I have to take twice a day the tablets' -> 'take the tablets twice a day', 'You should drink every day a glass of
 * water' -> 'drink a glass of water every day', 'We have eaten every day the same food': after 'to', a modal or a
 * perfect's 'have' too, a time or frequency goes after the object. The object opens with a determiner and closes the clause (with its own phrases).
 */
function timeBeforeObject(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  for (let v = 1; v < sentence.length - 3; v++) {
    const before = sentence[v - 1]!.lower;
    const forms = verbAt(sentence, v, lexicon);
    if (!forms || endsClause(sentence[v]) || endsClause(sentence[v - 1])) continue;
    // 'I have seen yesterday a good film': a perfect's participle too.
    const participle =
      /^(have|has|had|i've|we've|you've|they've)$/.test(before) && sentence[v]!.lower === forms.participle;
    const infinitive = before === "to" || MODALS.has(before) || /^(do|does|did)n't$/.test(before);
    if (!participle && !(infinitive && sentence[v]!.lower === forms.infinitive)) continue;
    const t = frequencyEnd(sentence, v + 1, lexicon);
    if (t === undefined || endsClause(sentence[t - 1]) || !DETERMINERS.has(sentence[t]?.lower ?? "")) continue;
    const np = readNounPhrase(sentence, t, lexicon) ?? determinerPhrase(sentence, t, lexicon);
    // 'worked every day this week': a second time, no object.
    if (!np || TIME_NOUNS.test(sentence[np.end - 1]!.lower)) continue;
    const end = clauseEnd(sentence, t);
    const ofPhrase = sentence[np.end]?.lower === "of" ? nounEnd(sentence, np.end + 1, lexicon) : np.end;
    if (np.end !== end && phrasesEnd(sentence, np.end, lexicon) !== end && ofPhrase !== end) continue;
    const [time, object] = [texts(sentence.slice(v + 1, t)), texts(sentence.slice(t, end))];
    const example = [sentence[v]!.lower, ...object, ...time].join(" ");
    return [
      edit(v + 1, end, [...object, ...time], {
        en: `the time goes after the object: ${example}`,
        de: `die Zeit steht nach dem Objekt: ${example}`,
      }),
    ];
  }
  return [];
}

/** 'a glass', 'the tablets': a determiner and one noun, where readNounPhrase reads a compound further. */
function determinerPhrase(sentence: Word[], i: number, lexicon: EnglishLexicon): { end: number } | undefined {
  const noun = sentence[i + 1];
  if (!noun || endsClause(sentence[i]) || !lexicon.tags(noun.lower).has("Noun")) return undefined;
  return { end: i + 2 };
}
