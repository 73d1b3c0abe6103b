import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { BE, STATIVE } from "./tense-now";
import { AUXILIARIES, endsClause, MID_ADVERBS, SUBJECT_PRONOUNS } from "./words";

/**
 * The progressive of what is going on while one speaks, after an opening that asks for quiet or patience or says
 * one is busy ('Be quiet, please, the baby sleeps' -> 'is sleeping', 'Wait a moment, the doctor talks to a patient'
 * -> 'is talking', "Sorry, I can't talk now, I cook dinner" -> "I'm cooking"), and a question about the moment
 * ('What do you do right now?' -> 'What are you doing').
 */
export function sceneNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...busyScene(sentence, lexicon), ...askedNow(sentence, lexicon)];
}

/** Openings of their own (closed by a comma) that ask for quiet, for patience, or say one is busy. */
const QUIET = /^(please )?(be quiet|quiet|shh+|sh|hush|silence|be still)( please)?$/;
const WAIT =
  /^(please )?(wait|wait a (moment|minute|second|sec|bit)|hang on|hold on|just a (moment|minute|second|sec)|one (moment|minute|second))( please)?$/;
const BUSY =
  /^(sorry )?(i (can't|cannot) (talk|speak|chat|come|come to the phone|answer)|i'm busy|i am busy|not now)( (right )?now| at the moment)?$/;
const NEUTRAL = /^(please|sorry|oh|hey|oh no|excuse me|ok|okay)$/;

/** The openings at the sentence's start: where the clause after them starts, and whether one says 'I am busy'. */
function openings(sentence: Word[]): { s: number; busy: boolean } | undefined {
  let k = 0;
  let strong = false;
  let busy = false;
  for (let chunks = 0; chunks < 3 && k < sentence.length; chunks++) {
    let e = k;
    while (e < sentence.length && !endsClause(sentence[e])) e++;
    if (e >= sentence.length - 1 || !sentence[e]!.trail.includes(",")) break;
    const text = sentence
      .slice(k, e + 1)
      .map((w) => w.lower)
      .join(" ");
    if (QUIET.test(text) || WAIT.test(text)) strong = true;
    else if (BUSY.test(text)) strong = busy = true;
    else if (!NEUTRAL.test(text)) break;
    k = e + 1;
  }
  return strong ? { s: k, busy } : undefined;
}

/**
 * "Sorry, I can't talk now because I cook dinner": 'I am busy' joined to its reason by 'because' or 'as'. Where the
 * reason's clause starts (the reason keeps the learner's words, 'I am cooking').
 */
function busyBecause(sentence: Word[]): { s: number; busy: boolean; joined: true } | undefined {
  const j = sentence.findIndex((w) => /^(because|as)$/.test(w.lower));
  if (j < 2 || endsClause(sentence[j]) || endsClause(sentence[j - 1])) return undefined;
  let k = 0;
  if (sentence.slice(0, j).some((w, i) => endsClause(w) && i > 0)) return undefined;
  if (endsClause(sentence[0]) && NEUTRAL.test(sentence[0]!.lower)) k = 1;
  const text = sentence
    .slice(k, j)
    .map((w) => w.lower)
    .join(" ");
  return BUSY.test(text) && !/^sorry /.test(text) ? { s: j + 1, busy: true, joined: true } : undefined;
}

/** Words of a habit, a time or a condition, with which the present simple is right ('Wait, he leaves at six'). */
const NOT_NOW =
  /^(every|each|always|often|usually|sometimes|never|normally|times?|days?|mornings?|evenings?|nights?|weekends?|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|tomorrow|tonight|later|soon|next|when|whenever|if|until|before|after|once|twice|at|o'clock)$/;
/** Verbs of timetables and of how a thing is ('Wait, the film starts', 'Be quiet, it says here ...'). */
const NOT_SCENE =
  /^(start|begin|leave|arrive|open|close|depart|finish|end|say|go|work|happen|mean|show|read|seem|look|sound|feel|belong|fit|cost|bite|sting)$/;
const PRONOUN_BE: Record<string, string> = {
  i: "I'm",
  it: "it's",
  he: "he's",
  she: "she's",
  we: "we're",
  they: "they're",
};

/**
 * "Be quiet, the baby sleeps" -> 'is sleeping', 'Wait a moment, the doctor talks to another patient' -> 'is talking',
 * "Sorry, I can't talk now, I cook dinner for my sister" -> "I'm cooking": after such an opening, a present simple
 * of an action is what goes on now. 'I' and 'we' only after 'I can't talk' ('Wait, I get my coat' is an offer);
 * not 'you', no habit or time ('Be quiet, he sleeps until ten'), no timetable verb ('Wait, the film starts').
 */
function busyScene(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const opened = openings(sentence) ?? busyBecause(sentence);
  if (!opened) return [];
  const { s, busy } = opened;
  const joined = "joined" in opened;
  const subject = readSubject(sentence, s, lexicon, true);
  const first = sentence[s]?.lower ?? "";
  if (!subject || first === "you" || (/^(i|we)$/.test(first) && !busy)) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (!verb || !/^[a-z]+$/.test(verb.text) || AUXILIARIES.has(verb.lower) || MID_ADVERBS.has(verb.lower)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || STATIVE.has(forms.infinitive) || NOT_SCENE.test(forms.infinitive)) return [];
  if (verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  // A noun subject's verb that is a noun too ('the kids cake'): only with a pronoun, or where a word follows.
  if (!subject.pronoun && lexicon.tags(verb.lower).has("Noun") && endsClause(verb) && !/s$/.test(verb.lower)) return [];
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  const rest = sentence.slice(v + 1, e + 1);
  if (rest.some((w) => NOT_NOW.test(w.lower) || /\d/.test(w.text) || lexicon.tags(w.lower).has("Date"))) return [];
  const pronoun = subject.pronoun ? PRONOUN_BE[first] : undefined;
  const explainFor = (example: string) => ({
    en: `it is happening now, so use the present progressive: ${example}`,
    de: `es passiert gerade, darum steht die Verlaufsform: ${example}`,
  });
  if (pronoun && !joined) {
    const capital = /^\p{Lu}/u.test(sentence[s]!.text) ? pronoun.replace(/^./, (c) => c.toUpperCase()) : pronoun;
    const explain = explainFor(`${pronoun} ${forms.gerund}`);
    return [{ start: s, end: v + 1, words: [capital, forms.gerund], category: "verb-form", explain }];
  }
  const words = [BE[subject.person], forms.gerund];
  const explain = explainFor(`${phrase(sentence, subject.start, subject.end, lexicon)} ${words.join(" ")}`);
  return [{ start: v, end: v + 1, words, category: "verb-form", explain }];
}

/**
 * 'What do you do right now?' -> 'What are you doing right now?', 'Does your sister sleep at the moment?' -> 'Is
 * your sister sleeping': a question with 'do' about an action at this moment takes the progressive ('What do you
 * need right now?' is a state and stays).
 */
function askedNow(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const at = sentence.findIndex(
    (w, i) =>
      (w.lower === "right" && sentence[i + 1]?.lower === "now") ||
      (w.lower === "at" && sentence[i + 1]?.lower === "the" && sentence[i + 2]?.lower === "moment"),
  );
  if (at < 0) return [];
  // The question: its words up to the first '?', with 'right now' inside.
  const q = sentence.findIndex((w) => w.trail.includes("?"));
  if (q < at || sentence.slice(0, at).some((w) => endsClause(w))) return [];
  const a = /^(what|where|who|why|how)$/.test(sentence[0]!.lower) ? 1 : 0;
  const aux = sentence[a];
  if (!aux || !/^(do|does)$/.test(aux.lower)) return [];
  const pronoun = SUBJECT_PRONOUNS[sentence[a + 1]?.lower ?? ""];
  const subject = pronoun ? { start: a + 1, end: a + 2, person: pronoun } : readSubject(sentence, a + 1, lexicon, true);
  if (!subject || endsClause(sentence[subject.end - 1])) return [];
  const verb = sentence[subject.end];
  if (!verb || subject.end >= at || !/^[a-z]+$/.test(verb.text)) return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || STATIVE.has(forms.infinitive)) return [];
  if (AUXILIARIES.has(verb.lower) && verb.lower !== "do") return [];
  // 'What do you do for a living right now?' asks for a job.
  if (sentence.slice(subject.end, at).some((w) => /^(living|usually|normally|always|often|every)$/.test(w.lower)))
    return [];
  const be = BE[subject.person];
  const cap = a === 0 ? be.charAt(0).toUpperCase() + be.slice(1) : be;
  const who = sentence.slice(subject.start, subject.end).map((w) => w.text);
  const words = [cap, ...who, forms.gerund];
  const example = [be, ...who, forms.gerund].join(" ");
  return [
    {
      start: a,
      end: subject.end + 1,
      words,
      category: "verb-form",
      explain: {
        en: `a question about this moment takes the present progressive: ${example}`,
        de: `eine Frage nach diesem Moment steht in der Verlaufsform: ${example}`,
      },
    },
  ];
}
