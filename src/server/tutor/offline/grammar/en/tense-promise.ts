import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { STATIVE } from "./tense-now";
import { TIME_NOUNS } from "./tense-time";
import { AUXILIARIES, endsClause, MID_ADVERBS } from "./words";

/**
 * 'will' after a frame that looks ahead without a time: a promise ('I promise I call you' -> "I'll call you") and
 * a sure guess about how someone will take a thing ("I'm sure you like it when you see it" -> "you'll like").
 */
export function promised(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...promiseFrame(sentence, lexicon), ...sureReaction(sentence, lexicon)];
}

const PRONOUN_WILL: Record<string, string> = { i: "I'll", we: "we'll" };

/** The end of an opening frame ('I promise (you) (that)', "I'm sure (that)", 'I bet') at the sentence's start. */
function frameEnd(sentence: Word[], frames: RegExp): number | undefined {
  for (let k = 4; k >= 2; k--) {
    const text = sentence
      .slice(0, k)
      .map((w) => w.lower)
      .join(" ");
    if (frames.test(text) && !sentence.slice(0, k - 1).some((w) => endsClause(w))) {
      return sentence[k]?.lower === "that" && !endsClause(sentence[k - 1]) ? k + 1 : k;
    }
  }
  return undefined;
}

/**
 * 'I promise I call you after the interview' -> "I'll call", 'We promise we don't tell anyone' -> "we won't tell": what
 * one promises lies ahead and takes 'will'. Not a state ('I promise I love you') nor a habit ('I promise I always
 * pay on time').
 */
function promiseFrame(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const s = frameEnd(sentence, /^(i|we) (promise|promise you|swear)$/);
  const who = sentence[s ?? -1];
  if (s === undefined || !who || !PRONOUN_WILL[who.lower] || endsClause(who)) return [];
  const negated = /^(don't|do not)$/.test(sentence[s + 1]?.lower ?? "");
  const v = s + 1 + (negated ? (sentence[s + 1]!.lower === "don't" ? 1 : 2) : 0);
  const verb = sentence[v];
  if (!verb || !/^[a-z]+$/.test(verb.text) || AUXILIARIES.has(verb.lower) || MID_ADVERBS.has(verb.lower)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || STATIVE.has(forms.infinitive)) return [];
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  if (sentence.slice(v, e + 1).some((w) => MID_ADVERBS.has(w.lower) || /^(every|each|if)$/.test(w.lower))) return [];
  const will = PRONOUN_WILL[who.lower]!;
  const words = negated ? [who.text, "won't", forms.infinitive] : [will, forms.infinitive];
  const example = words.join(" ");
  return [
    {
      start: s,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `a promise is about the future and takes 'will': I promise ${example}`,
        de: `ein Versprechen gilt der Zukunft und steht mit 'will': I promise ${example}`,
      },
    },
  ];
}

/** Verbs of how one takes a thing, which after "I'm sure" look ahead ("I'm sure you'll love it"). */
const REACTIONS = /^(like|love|enjoy|hate|adore)$/;
const WILL: Record<string, string> = { you: "you'll", he: "he'll", she: "she'll", they: "they'll" };

/**
 * "I'm sure you like the flat when you see it" -> "you'll like", "I bet your mother loves this cake tomorrow" ->
 * 'will love': a sure guess how someone will take a thing, with a time ahead or a time clause. Without one it may be
 * now ("I'm sure she likes the present", "I bet you love it"); their own things and people stay ("I'm sure you love
 * your children", "I'm sure she likes you"), and 'I think' may be an opinion.
 */
function sureReaction(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const s = frameEnd(sentence, /^(i'm sure|i am sure|i bet)$/);
  if (s === undefined) return [];
  const subject = readSubject(sentence, s, lexicon, true);
  if (!subject || /^(i|we|it)$/.test(sentence[s]!.lower)) return [];
  const v = subject.end;
  const verb = sentence[v];
  const forms = verb && lexicon.verb(verb.lower);
  if (!forms || !REACTIONS.test(forms.infinitive) || endsClause(verb)) return [];
  if (verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  const object = sentence[v + 1]!;
  if (!/^(the|this|these|that|those|my|our|it)$/.test(object.lower)) return [];
  // 'it here', 'it there', 'the job now': what they already have.
  let e = v + 1;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  const rest = sentence.slice(v + 1, e + 1);
  if (rest.some((w) => /^(here|there|now|already|still|so|very)$/.test(w.lower))) return [];
  // Only what lies ahead: a future time, or a time clause ('when you see it'); "I bet you love it" may be now.
  const ahead = rest.some(
    (w, k) =>
      /^(tomorrow|tonight|soon|later)$/.test(w.lower) ||
      (w.lower === "next" && TIME_NOUNS.test(rest[k + 1]?.lower ?? "")) ||
      (/^(when|once)$/.test(w.lower) && /^(you|he|she|they|we|i)$/.test(rest[k + 1]?.lower ?? "")),
  );
  if (!ahead) return [];
  const pronoun = subject.pronoun ? WILL[sentence[s]!.lower] : undefined;
  const words = pronoun ? [pronoun, forms.infinitive] : ["will", forms.infinitive];
  const example = pronoun
    ? words.join(" ")
    : `${phrase(sentence, subject.start, subject.end, lexicon)} will ${forms.infinitive}`;
  return [
    {
      start: pronoun ? s : v,
      end: v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `a guess about how someone will like a thing takes 'will': ${example}`,
        de: `eine Vermutung, wie jemandem etwas gefallen wird, steht mit 'will': ${example}`,
      },
    },
  ];
}
