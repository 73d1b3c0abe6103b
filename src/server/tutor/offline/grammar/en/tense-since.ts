import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, readSubject } from "./subject";
import { beRelation, notSince } from "./tense-for";
import { STATIVE } from "./tense-now";
import { tenseSubject } from "./tense-subject";
import { DURATIONS, HAVE, isClauseWord, isPerfect, TIME_NOUNS, verbAfter, verbGroupEnd } from "./tense-time";
import { AUXILIARIES, endsClause, isNumberWord, SUBJECT_PRONOUNS, textOf } from "./words";

/** Points of a day or of a life after 'since' ('since lunch', 'since childhood'). */
const POINTS =
  /^(breakfast|lunch|lunchtime|dinner|midnight|noon|then|childhood|school|university|birth|christmas|easter)$/;
/** Nouns after 'since the', 'since this', 'since my' that name a point in time, not a thing that acts. */
const POINT_NOUNS =
  /^(morning|afternoon|evening|weekend|summer|winter|spring|autumn|beginning|start|end|wedding|accident|birthday|childhood|holidays?|week|month|year|pandemic|operation)$/;

/** A clock time at `i`: 'ten o'clock', '8 am', '10:30', '9'. Returns its end. */
function clockTime(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  const word = sentence[i]?.lower ?? "";
  const next = sentence[i + 1]?.lower ?? "";
  if (/^\d{1,2}([:.]\d{2})?(am|pm)$/.test(word) || /^\d{1,2}:\d{2}$/.test(word)) return i + 1;
  if (!isNumberWord(lexicon, word) || /^\d{3,}$/.test(word)) return undefined;
  if (/^(o'clock|am|pm|a\.m|p\.m)$/.test(next) && !endsClause(sentence[i])) return i + 2;
  return /^\d{1,2}$/.test(word) && Number(word) <= 24 && endsClause(sentence[i]) ? i + 1 : undefined;
}

/**
 * 'since 2018', 'since last May', 'since Monday', 'since ten o'clock', 'since this morning', 'since the
 * wedding', 'since I was a child': a point in time, not 'since' meaning 'because' ('since you're here').
 */
function sinceMarker(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  if (sentence[i]?.lower !== "since" || endsClause(sentence[i])) return undefined;
  const next = sentence[i + 1]!.lower;
  if (/^\d{4}$/.test(next) || next === "yesterday" || TIME_NOUNS.test(next) || POINTS.test(next)) return i + 2;
  const clock = clockTime(sentence, i + 1, lexicon);
  if (clock !== undefined) return clock;
  // 'since this morning', 'since the wedding', 'since my birthday': a point, unless a verb follows it.
  const noun = sentence[i + 2]?.lower ?? "";
  if (/^(this|the|my|our|your|his|her|their)$/.test(next) && POINT_NOUNS.test(noun) && !endsClause(sentence[i + 1])) {
    const after = sentence[i + 3];
    if (endsClause(sentence[i + 2]) || !after || !lexicon.tags(after.lower).has("Verb") || after.lower === "of")
      return i + 3;
  }
  // 'since I was a child', 'since we moved here': a clause that names a point in the past.
  const [verb, after] = [sentence[i + 2]?.lower ?? "", sentence[i + 3]?.lower ?? ""];
  // 'since it was a puppy', 'since it was new': a thing's or animal's start in life ('since it was a gift' is a cause).
  if (next === "it" && /^(was)$/.test(verb) && !endsClause(sentence[i + 1]) && !endsClause(sentence[i + 2])) {
    const young = /^(a|an)$/.test(after) ? (sentence[i + 4]?.lower ?? "") : after;
    if (/^(puppy|kitten|baby|foal|calf|chick|cub|new|brand|built|opened|founded|small|little|young|born)$/.test(young))
      return i + 3;
  }
  if (/^(i|he|she|we|they)$/.test(next) && !endsClause(sentence[i + 1])) {
    if (/^(was|were)$/.test(verb) && /^(a|young|little|small|born|ten|twelve|eighteen|at|in)$/.test(after))
      return i + 3;
    if (/^(moved|came|arrived|started|began|met|left|got|finished|retired)$/.test(verb)) return i + 3;
  }
  if (next === "last" && TIME_NOUNS.test(sentence[i + 2]?.lower ?? "")) return i + 3;
  return undefined;
}

/** 'for ten years', 'for more than a year', 'for a few weeks', 'for years', 'for a long time': a length. */
function forLength(sentence: Word[], i: number, lexicon: EnglishLexicon): number | undefined {
  if (sentence[i]?.lower !== "for" || endsClause(sentence[i])) return undefined;
  let k = i + 1;
  const words = () =>
    sentence
      .slice(i + 1, k)
      .map((w) => w.lower)
      .join(" ");
  while (k < i + 5 && !endsClause(sentence[k]) && !DURATIONS.test(sentence[k]!.lower) && sentence[k]!.lower !== "time")
    k++;
  const unit = sentence[k]?.lower ?? "";
  const amount = words();
  if (/^(years|ages|decades|months|weeks)$/.test(unit) && k === i + 1) return k + 1;
  if (unit === "time" && /^a (long|very long)$/.test(amount)) return k + 1;
  if (!DURATIONS.test(unit)) return undefined;
  const number = /^((more|less) than|over|almost|nearly|about|around|at least|at most)? ?(\S+|a few|a couple of)$/.exec(
    amount,
  );
  const count = number?.[3] ?? "";
  return number && (isNumberWord(lexicon, count) || /^(a|an|many|several|a few|a couple of)$/.test(count))
    ? k + 1
    : undefined;
}

/**
 * 'I have this car since 2018' -> 'have had', 'I know her since May' -> 'have known', 'I am here since Monday' ->
 * 'have been', "I'm waiting since ten o'clock" -> "I've been waiting", 'I know her for ten years' -> 'have known',
 * 'We have this dog for six years now' -> 'have had'. With 'for', only 'know' and 'be married', which cannot
 * look ahead, or any state with 'now' or 'already' ('I am here for two weeks' may be a plan).
 */
export function sinceTime(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  let marker: [number, number] | undefined;
  for (let i = 0; i < sentence.length && !marker; i++) {
    const end = sinceMarker(sentence, i, lexicon) ?? (i > 0 ? forLength(sentence, i, lexicon) : undefined);
    if (end !== undefined) marker = [i, end];
  }
  if (!marker) return [];
  const [start, end] = marker;
  const isFor = sentence[start]!.lower === "for";
  // The clause: after a fronted time ('Since 2015, I ...', 'Since we moved here, we ...'), else after an opening
  // word ('Well, I ...').
  let s = 0;
  if (start === 0) {
    const comma = sentence.findIndex((w, k) => k >= end - 1 && k < end + 4 && w.trail.includes(","));
    s = comma < 0 ? end : comma + 1;
  } else for (let k = 0; k < start; k++) if (endsClause(sentence[k])) s = k + 1;
  if (s >= sentence.length || (start > 0 && s >= start)) return [];
  const contracted = /^(i|you|we|they|he|she|it)('m|'re|'s)$/.exec(sentence[s]!.lower);
  const subject = contracted
    ? { start: s, end: s, person: "1s" as const, pronoun: true }
    : tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = contracted ? s : verbAfter(sentence, subject);
  const verb = sentence[v];
  if (!verb || (start > s && v >= start)) return [];
  // Between the verb group and the time (or the clause's end, for a fronted time): no other clause.
  const group = contracted ? v + 1 : verbGroupEnd(sentence, v, lexicon);
  const clauseEnd = start > v ? start : endOfClause(sentence, v);
  if (sentence.slice(group, clauseEnd).some((w) => isClauseWord(w, lexicon))) return [];
  if (start > v && sentence.slice(v, start - 1).some((w) => endsClause(w))) return [];
  const word = verb.lower;
  const forms = lexicon.verb(word);
  const be = /^(am|is|are)$/.test(word) || Boolean(contracted);
  // 'I don't see her for a long time' -> "haven't seen": not once over a length up to now (tense-for).
  const never = contracted ? undefined : notSince(sentence, v, subject, marker, lexicon);
  if (never && sentence.slice(s, endOfClause(sentence, v)).some((w) => HABIT_OR_PLAN.test(w.lower))) return [];
  if (isFor && !never && !lastsNow(sentence, s, v, start, end, lexicon)) return [];
  let words: string[] | undefined;
  if (never) words = never.words;
  else if (contracted) {
    // "I'm waiting" -> "I've been waiting", "he's here" -> "he's been here".
    const have = contracted[2] === "'s" ? "'s" : "'ve";
    words = [`${verb.text.slice(0, contracted[1]!.length)}${have}`, "been"];
  } else if (be) {
    // 'I am here since Monday' -> 'have been' ('I am living here since 2018' -> 'have been living').
    words = [HAVE[subject.person], "been"];
  } else if (
    forms &&
    !AUXILIARIES.has(word) &&
    (word === forms.infinitive || word === forms.present) &&
    forms.past !== word
  ) {
    // An action goes on up to now: 'It rains since this morning' -> 'has been raining'; a state does not.
    words = STATIVE.has(forms.infinitive)
      ? [HAVE[subject.person], forms.participle]
      : [HAVE[subject.person], "been", forms.gerund];
  } else if ((word === "have" || word === "has") && !isPerfect(sentence[v + 1], lexicon)) {
    if (/^(to|got)$/.test(sentence[v + 1]?.lower ?? "")) return [];
    words = [HAVE[subject.person], "had"];
  }
  if (!words) return [];
  const when = textOf(sentence, start, end);
  const who = contracted ? "" : `${phrase(sentence, subject.start, subject.end, lexicon)} `;
  const example = `${who}${words.join(" ")}`;
  return [
    {
      start: v,
      end: never?.end ?? v + 1,
      words,
      category: "verb-form",
      explain: {
        en: `with '${when}' use the present perfect: ${example}`,
        de: `mit '${when}' steht das Present Perfect: ${example}`,
      },
    },
  ];
}

function endOfClause(sentence: Word[], v: number): number {
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  return e + 1;
}

/**
 * Whether a length with 'for' runs up to now: 'know' always ('I know her for years'), 'be married' always, any
 * state with 'now' or 'already' in the clause ('We have this dog for six years now').
 */
function lastsNow(sentence: Word[], s: number, v: number, start: number, end: number, lexicon: EnglishLexicon) {
  const verb = sentence[v]!.lower;
  if (
    beRelation(sentence, v, start) &&
    !sentence.slice(s, endOfClause(sentence, v)).some((w) => HABIT_OR_PLAN.test(w.lower))
  )
    return true;
  if (lexicon.verb(verb)?.infinitive === "know" && !/^(knowing)$/.test(verb)) return true;
  if (/^(am|is|are|'m|'re|'s)$/.test(verb.replace(/^[a-z]+(?=')/, "")) && sentence[v + 1]?.lower === "married")
    return true;
  let e = end;
  while (e < sentence.length && !endsClause(sentence[e - 1])) e++;
  if (sentence.slice(s, e).some((w) => /^(now|already)$/.test(w.lower))) return true;
  return lifeSituation(sentence, s, v, end, e, lexicon);
}

/** Verbs of a situation of one's life, which a long time with 'for' measures up to now ('I live here for ten years'). */
const LIFE = /^(live|work|teach|study|learn|play|own|rent|run|collect|attend|speak)$/;
/** Words of a habit, a plan or a condition, with which 'for' may be a usual or planned length. */
const HABIT_OR_PLAN =
  /^(every|each|per|usually|normally|always|often|sometimes|never|only|just|next|from|until|till|starting|tomorrow|soon|summer|winter|holidays?|if|when|will|'ll|going|then|after|before|of)$/;

/**
 * 'My parents live in this house for thirty years' -> 'have lived', 'She works at the bank for six months' -> 'has
 * worked': a situation of one's life measured in weeks, months or years with 'for' runs up to now. Not a habit or
 * plan ('I work there for two months every summer', 'for six months of the year', 'for a year from May'), not a
 * general truth of bare plurals ('Students study here for three years'), not 'you' (a question or a general 'you').
 */
function lifeSituation(sentence: Word[], s: number, v: number, end: number, e: number, lexicon: EnglishLexicon) {
  const forms = lexicon.verb(sentence[v]!.lower);
  if (!forms || !LIFE.test(forms.infinitive) || sentence[v]!.lower === forms.gerund) return false;
  const unit = sentence[end - 1]!.lower;
  if (!/^(weeks?|months?|years?|decades?|ages|time)$/.test(unit)) return false;
  const first = sentence[s]!;
  const pronoun = /^(i|he|she|we|they)$/.test(first.lower);
  // 'Students study here for three years', 'The students live in the dorm for a year': a general truth.
  const generic =
    /^(you|people|everyone|everybody|most|many|all|some)$/.test(first.lower) ||
    (!pronoun && !isDeterminer(first.lower) && !/^\p{Lu}/u.test(first.text)) ||
    (first.lower === "the" && /[^s]s$/.test(sentence[v - 1]!.lower));
  // A course of learning is a plan of a school as often as a state of one person: only with a pronoun.
  if (generic || (/^(study|learn|attend)$/.test(forms.infinitive) && !pronoun)) return false;
  if (sentence.at(-1)?.trail.includes("?")) return false;
  const clause = sentence.slice(s, e);
  // 'for two months a year': a length in each year.
  const each = sentence[end]?.lower === "a" && /^(day|week|month|year)$/.test(sentence[end + 1]?.lower ?? "");
  const plan = clause.some(
    (w, k) =>
      HABIT_OR_PLAN.test(w.lower) ||
      /\d{4}/.test(w.text) ||
      (w.lower === "this" && TIME_NOUNS.test(clause[k + 1]?.lower ?? "")),
  );
  return !each && !plan;
}

const isDeterminer = (word: string) => /^(the|my|your|his|her|its|our|their|this|that|these|those)$/.test(word);

/** States that 'how long' asks about up to now ('How long are you married?'), with 'be'. */
const BE_STATES =
  /^(married|together|engaged|divorced|friends|ill|sick|unemployed|pregnant|single|retired|vegetarian|vegan)$/;
/** Places of a state one is in, not a stay one plans ('How long is he in hospital?', not 'in Rome'). */
const BE_PLACES = /^(in (hospital|prison|jail|love|quarantine))$/;

/**
 * 'How long do you know her?' -> 'How long have you known her?', 'How long does your brother have his car?' ->
 * 'has your brother had', 'How long are you married?' -> 'have you been married'. Only states that cannot mean a
 * plan ('How long do you have for lunch?', 'How long are you in Rome?' may ask about the time ahead).
 */
export function howLong(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  if (sentence[0]?.lower !== "how" || sentence[1]?.lower !== "long" || endsClause(sentence[1])) return [];
  const aux = sentence[2];
  if (!aux || !/^(do|does|am|is|are)$/.test(aux.lower) || endsClause(aux)) return [];
  const pronoun = SUBJECT_PRONOUNS[sentence[3]?.lower ?? ""];
  const subject = pronoun ? { start: 3, end: 4, person: pronoun } : readSubject(sentence, 3, lexicon, true);
  if (!subject || endsClause(sentence[subject.end - 1])) return [];
  const verb = sentence[subject.end];
  const next = sentence[subject.end + 1];
  if (!verb) return [];
  let words: string[];
  const who = sentence.slice(subject.start, subject.end).map((w) => w.text);
  if (/^(am|is|are)$/.test(aux.lower)) {
    const place = `${verb.lower} ${next?.lower ?? ""}`;
    const upToNow = stayUpToNow(sentence, subject, lexicon);
    if (!upToNow && !BE_STATES.test(verb.lower) && (endsClause(verb) || !BE_PLACES.test(place))) return [];
    // 'How long is he in hospital for?' asks how long the stay will be.
    if (sentence.some((w) => w.lower === "for" && endsClause(w))) return [];
    words = [HAVE[subject.person], ...who, "been"];
  } else {
    if (verb.lower === "know") words = [HAVE[subject.person], ...who, "known"];
    else if (
      verb.lower === "have" &&
      next &&
      !endsClause(verb) &&
      /^(my|your|his|her|its|our|their|this|that|these|those)$/.test(next.lower) &&
      !sentence.slice(subject.end + 2).some((w) => /^(for|left|to)$/.test(w.lower))
    )
      words = [HAVE[subject.person], ...who, "had"];
    else {
      const ongoing = ongoingSince(sentence, subject.end, lexicon);
      if (!ongoing) return [];
      words = [HAVE[subject.person], ...who, ...ongoing];
    }
  }
  const example = words.join(" ");
  return [
    {
      start: 2,
      end: subject.end + (/^(am|is|are)$/.test(aux.lower) ? 0 : 1),
      words,
      category: "verb-form",
      explain: {
        en: `with 'how long' use the present perfect: ${example}`,
        de: `mit 'how long' steht das Present Perfect: ${example}`,
      },
    },
  ];
}

/** Where a person is: 'in Germany', 'at the hospital', 'here', 'awake' (a stay that 'now' measures up to now). */
const STAYS = /^(in|at|on|here|there|away|abroad|home|awake|asleep|online|outside|upstairs|downstairs)$/;

/**
 * 'How long are you in Germany now?' -> 'have you been', 'How long is your sister here already?' -> 'has ... been':
 * with 'now' or 'already' a person's stay is measured up to now ('How long are you in Rome?' may ask about a plan,
 * 'How long is the queue now?' about a length). Only a person: a pronoun but 'it', a name, or a noun of a person.
 */
function stayUpToNow(sentence: Word[], subject: { start: number; end: number }, lexicon: EnglishLexicon): boolean {
  const head = sentence[subject.end - 1]!;
  const tags = lexicon.tags(head.lower);
  const person =
    /^(i|you|he|she|we|they)$/.test(head.lower) ||
    (subject.end - subject.start === 1 && /^\p{Lu}\p{Ll}+$/u.test(head.text)) ||
    tags.has("Actor") ||
    tags.has("Person");
  const place = sentence[subject.end];
  if (!person || !place || !STAYS.test(place.lower) || /ing$/.test(place.lower)) return false;
  const rest = sentence.slice(subject.end);
  return rest.some((w) => /^(now|already)$/.test(w.lower)) && !rest.some((w) => w.lower === "for");
}

/**
 * Verbs of a situation that goes on over years, which 'how long' asks about up to now ('How long do you play for
 * this club?' -> 'have you played', 'How long do you learn English?' -> 'have you been learning'). Verbs of one
 * session ('How long do you sleep?', 'How long do you cook the rice?') ask about a usual length and stay.
 */
const SITUATIONS = /^(live|work|play|teach|own|speak|collect|learn|study|rent|run|date|attend)$/;
/** Words of a usual length ('How long do you play every day?', 'How long do you study for a test?'). */
const USUAL =
  /^(every|each|per|usually|normally|always|often|when|if|before|after|daily|weekly|day|week|night|evening|morning|tomorrow|tonight|next|today|still|then)$/;

/** The participle (or 'been' -ing of a process) for 'How long do you ...', if the verb is a situation's. */
function ongoingSince(sentence: Word[], v: number, lexicon: EnglishLexicon): string[] | undefined {
  const verb = sentence[v]!;
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.infinitive || !SITUATIONS.test(forms.infinitive)) return undefined;
  if (!sentence.at(-1)?.trail.includes("?") || sentence.slice(0, v).some((w) => endsClause(w))) return undefined;
  let e = v;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  if (sentence.slice(v + 1, e + 1).some((w) => USUAL.test(w.lower))) return undefined;
  // 'How long do you run?' is a session; 'run' only with an object ('run your own shop').
  if (forms.infinitive === "run" && endsClause(verb)) return undefined;
  return /^(learn|study)$/.test(forms.infinitive) ? ["been", forms.gerund] : [forms.participle];
}
