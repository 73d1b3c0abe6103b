import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase } from "./subject";
import { STATIVE } from "./tense-now";
import { tenseSubject } from "./tense-subject";
import { BE_PAST, isClauseWord, isPlainPast, pastEdit, toPast, verbAfter, verbGroupEnd } from "./tense-time";
import { endsClause, type Person, SUBJECT_PRONOUNS } from "./words";

/**
 * Tense sequence: a clause linked to a finished past event takes the past too. 'The tickets are expensive when we
 * went there' -> 'were', 'I was late because the bus doesn't come' -> "didn't", 'The film was boring, so we leave
 * after an hour' -> 'left'. A state or habit that is still true keeps its present ('I didn't buy it because I don't
 * like the colour', 'I grew up in Spain, so I speak Spanish'), so only actions of one occasion change.
 */
export function linkedPast(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [...whenAfter(sentence, lexicon), ...causeOrResult(sentence, lexicon), ...perfectOnDay(sentence, lexicon)];
}

/** Words of a habit or of now, with which a present is right beside a past ('I still ...', 'every day'). */
const HABIT_OR_NOW =
  /^(now|today|still|nowadays|anymore|currently|always|usually|often|sometimes|never|normally|generally|every|each|ever|rarely|seldom|these|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|mornings|evenings|nights)$/;
/** Verbs that take a clause or a question ('Do you remember when we met?', 'I know when she left'). */
const TAKES_CLAUSE =
  /^(remember|know|wonder|ask|tell|forget|say|recall|understand|explain|decide|guess|imagine|see|show|mean|love|like|hate|think|believe|doubt|care|mind)$/;
/** Words before 'when' that make it part of a phrase: 'than when', 'the day when', 'that's when', 'even when'. */
const NOT_BEFORE_WHEN =
  /^(than|as|just|only|even|exactly|except|especially|that|this|it|is|was|that's|day|days|time|times|year|years|moment|week|night|morning|evening|summer|winter|period|age|point|like)$/;

const clauseEnd = (sentence: Word[], from: number) => {
  let e = from;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  return e + 1;
};
const anyHabit = (words: Word[]) => words.some((w) => HABIT_OR_NOW.test(w.lower));

/** The past of a question's first auxiliary: 'Is it' -> 'Was it', 'Do you' -> 'Did you'. */
function askedPast(aux: string, person: Person): string | undefined {
  if (/^(do|does)$/.test(aux)) return "did";
  if (/^(don't|doesn't)$/.test(aux)) return "didn't";
  if (/^(am|is|are)$/.test(aux)) return BE_PAST[person];
  if (/^(isn't|aren't)$/.test(aux)) return `${BE_PAST[person]}n't`;
  return undefined;
}

/**
 * 'Is it cold in Norway when you were there?' -> 'Was it', 'The tickets are really expensive when we went to the
 * concert' -> 'were': a main clause before 'when' and a plainly past clause after it.
 */
function whenAfter(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const w = sentence.findIndex((word, i) => i > 2 && word.lower === "when");
  if (w < 0 || NOT_BEFORE_WHEN.test(sentence[w - 1]!.lower)) return [];
  // The 'when' clause: a subject and a plainly past verb ('when we went', 'when you were').
  const subject = tenseSubject(sentence, w + 1, lexicon, true);
  if (!subject) return [];
  const past = sentence[verbAfter(sentence, subject)];
  const rest = sentence.slice(w + 1, clauseEnd(sentence, w + 1));
  if (!past || !isPlainPast(past.lower, lexicon) || anyHabit(rest)) return [];
  const main = sentence.slice(0, w);
  if (anyHabit(main) || main.slice(0, -1).some((m) => endsClause(m))) return [];
  const explain = (example: string) => ({
    en: `the 'when' clause is in the past, so the main clause is too: ${example}`,
    de: `der 'when'-Satz steht in der Vergangenheit, darum auch der Hauptsatz: ${example}`,
  });
  // A question: 'Is it cold ...', 'Do you like it ...'.
  const aux = sentence[0]!.lower;
  const pronoun = SUBJECT_PRONOUNS[sentence[1]?.lower ?? ""];
  const read = askedPast(aux, "3s") ? tenseSubject(sentence, 1, lexicon, true) : undefined;
  const asked = pronoun ?? read?.person;
  if (asked && sentence.at(-1)?.trail.includes("?")) {
    const after = pronoun ? 2 : read!.end;
    const verb = sentence[after];
    if (/^(do|does|don't|doesn't)$/.test(aux)) {
      const forms = verb && lexicon.verb(verb.lower);
      if (!forms || TAKES_CLAUSE.test(forms.infinitive)) return [];
    }
    if (main.slice(after).some((m) => isClauseWord(m, lexicon))) return [];
    const done = askedPast(aux, asked);
    if (!done) return [];
    const word = done.charAt(0).toUpperCase() + done.slice(1);
    const who = phrase(sentence, 1, after, lexicon);
    return [{ start: 0, end: 1, words: [word], category: "verb-form", explain: explain(`${done} ${who}`) }];
  }
  const first = tenseSubject(sentence, 0, lexicon, true);
  if (!first) return [];
  const v = verbAfter(sentence, first);
  const verb = sentence[v];
  if (!verb || v >= w) return [];
  const forms = lexicon.verb(verb.lower);
  const be = /^(am|is|are|isn't|aren't)$/.test(verb.lower);
  if (!be && (!forms || STATIVE.has(forms.infinitive) || TAKES_CLAUSE.test(forms.infinitive))) return [];
  if (sentence.slice(verbGroupEnd(sentence, v, lexicon), w).some((m) => isClauseWord(m, lexicon))) return [];
  const done = toPast(sentence, v, first, lexicon);
  if (!done) return [];
  const example = `${phrase(sentence, first.start, first.end, lexicon)} ${done.words.join(" ")}`;
  return [{ start: v, end: done.end, words: done.words, category: "verb-form", explain: explain(example) }];
}

/** Words in a clause that make its action one occasion: 'all day', 'after an hour', 'immediately'. */
function oneOccasion(words: Word[]): boolean {
  const text = ` ${words.map((w) => w.lower).join(" ")} `;
  return /\b(all (day|night|morning|afternoon|evening|week|weekend)|after (a|an|one|two|three|ten|twenty|\d+) \w+|immediately|right away|at once|that (day|night|morning|evening|time))\b/.test(
    text,
  );
}

/**
 * Verbs that name a single act or mishap, whose present beside a past event is no habit ('so we leave', 'because I
 * forget her birthday'); a habit would say so ('because I always forget').
 */
const SINGLE_ACTS = /^(leave|decide|stop|cancel|forget|lose|break|drop|crash|fall|spill)$/;

/**
 * 'I was late because the bus doesn't come' -> "didn't", 'We stayed in because it rains all day' -> 'rained', 'The
 * film was boring, so we leave after an hour' -> 'left': after a plainly past first clause, a 'because' or 'so'
 * clause about the same occasion. Only a negated action ("doesn't come") or an action with a word of one occasion
 * ('all day', 'after an hour'); a state or habit may still be true ('because I don't like fish').
 */
function causeOrResult(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const j = sentence.findIndex(
    (w, i) => i > 1 && (w.lower === "because" || (w.lower === "so" && endsClause(sentence[i - 1]))),
  );
  if (j < 0) return [];
  // The first clause, after an opening word ('Yes, ...'): its verb plainly past.
  let s = 0;
  for (let k = 0; k < j - 1; k++) if (endsClause(sentence[k])) s = k + 1;
  const first = tenseSubject(sentence, s, lexicon, true);
  if (!first) return [];
  const firstVerb = sentence[verbAfter(sentence, first)];
  if (!firstVerb || verbAfter(sentence, first) >= j || !isPlainPast(firstVerb.lower, lexicon)) return [];
  if (sentence.slice(0, j).some((w) => /^(if|would|will|'ll|now|today)$/.test(w.lower))) return [];
  const subject = tenseSubject(sentence, j + 1, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const verb = sentence[v];
  const rest = sentence.slice(v, clauseEnd(sentence, v));
  if (!verb || anyHabit(sentence.slice(j + 1, v)) || anyHabit(rest)) return [];
  const negated = /^(don't|doesn't)$/.test(verb.lower);
  const action = negated ? sentence[v + 1] : verb;
  const forms = action && lexicon.verb(action.lower);
  // A single act on a particular thing ('forget her birthday'), not on things in general ('forget things easily').
  const object = sentence[sentence.indexOf(action!) + 1];
  const particular =
    endsClause(action) ||
    /^(the|my|your|his|her|our|their|this|that|it|him|them|to|about|home)$/.test(object?.lower ?? "");
  const single = Boolean(forms && SINGLE_ACTS.test(forms.infinitive) && particular);
  if (!forms || (STATIVE.has(forms.infinitive) && !single) || /^(be|have|can|must|will)$/.test(forms.infinitive))
    return [];
  // A short negated clause tells of one failure ("the bus doesn't come"); a longer one may be a general complaint
  // ("the trains don't run on time in this country").
  const failed = negated && sentence[j]!.lower === "because" && rest.length <= 6;
  if (!failed && !oneOccasion(rest) && !single) return [];
  const done = toPast(sentence, v, subject, lexicon);
  if (!done) return [];
  const link = sentence[j]!.lower;
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${done.words.join(" ")}`;
  return [
    pastEdit(
      v,
      done,
      `the '${link}' clause tells of the same past event, so use the past tense: ${example}`,
      `der '${link}'-Satz erzählt vom selben vergangenen Ereignis, darum steht die Vergangenheit: ${example}`,
    ),
  ];
}

/** Verbs of arranging, whose day may be the arranged event's ('I've booked a table on Saturday'). */
const ARRANGING =
  /^(book|arrange|plan|organise|organize|schedule|order|invite|ask|agree|promise|decide|confirm|cancel|postpone|move|set|fix|reserve|change|put|get|tell|say|write|send|pay|buy|rent)$/;
const WEEKDAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const MONTHS = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/;

/**
 * "I haven't seen her at the party on Saturday" -> "didn't see", 'We have been at the lake on Sunday' -> 'were': a
 * day named with 'on' or a month with 'in' ('We have moved into our flat in March' -> 'moved') is a finished time
 * for the present perfect (the present perfect has no date). Not 'every
 * Saturday', 'on Saturdays', nor a verb of arranging, whose day may lie ahead ('I've booked a table on Saturday').
 */
function perfectOnDay(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const on = sentence.findIndex(
    (w, i) =>
      !endsClause(w) &&
      ((w.lower === "on" && WEEKDAYS.test(sentence[i + 1]?.lower ?? "")) ||
        (w.lower === "in" && MONTHS.test(sentence[i + 1]?.lower ?? "") && /^[A-Z]/.test(sentence[i + 1]!.text))),
  );
  if (on < 1) return [];
  let s = 0;
  for (let k = 0; k < on - 1; k++)
    if (endsClause(sentence[k]) || /^(and|but|because|so)$/.test(sentence[k]!.lower)) s = k + 1;
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const aux = sentence[v]?.lower ?? "";
  const participle = sentence[v + 1];
  const forms = participle && lexicon.verb(participle.lower);
  if (!/^(have|has|haven't|hasn't)$/.test(aux) || !forms || forms.participle !== participle.lower) return [];
  // 'move' arranges a date ('moved the meeting'), but 'moved into a flat', 'moved to Spain' is an event.
  const moved =
    forms.infinitive === "move" && /^(into|to|in|out|away|house|here|there)$/.test(sentence[v + 2]?.lower ?? "");
  if (forms.infinitive === participle.lower || (ARRANGING.test(forms.infinitive) && !moved) || v + 1 >= on) return [];
  if (sentence.slice(v, on).some((w) => endsClause(w)) || anyHabit(sentence.slice(s, clauseEnd(sentence, on))))
    return [];
  if (sentence.slice(v + 2, on).some((w) => isClauseWord(w, lexicon))) return [];
  const done = toPast(sentence, v, subject, lexicon);
  if (!done) return [];
  const day = `${sentence[on]!.lower} ${sentence[on + 1]!.text}`;
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${done.words.join(" ")}`;
  return [
    pastEdit(
      v,
      done,
      `with '${day}' use the past tense: ${example}`,
      `mit '${day}' steht die Vergangenheit: ${example}`,
    ),
  ];
}
