import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase, type Subject } from "./subject";
import { STATIVE } from "./tense-now";
import { tenseSubject } from "./tense-subject";
import { isPlainPast, pastEdit, pastOf, toPast, verbAfter } from "./tense-time";
import { AUXILIARIES, endsClause, SUBJECT_PRONOUNS } from "./words";

/**
 * A story told in the past that slips into the present in its next clause: 'I called the landlord, but he doesn't
 * answer' -> "didn't answer", 'The interviewer was friendly and asks a lot of questions' -> 'asked'. Only verbs of
 * one act in an exchange, and no word of a habit or of now, so a state or habit still true stays ('I met Tom at
 * school, and he still helps me', 'She moved to Paris and teaches French there').
 */
export function storySlip(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  return [
    ...failedResponse(sentence, lexicon),
    ...sharedSubjectSlip(sentence, lexicon),
    ...thisMorning(sentence, lexicon),
    ...resultThat(sentence, lexicon),
  ];
}

/** Words of a habit, of now, or of a condition, with which a present beside a past is right. */
const NOT_ONE_OCCASION =
  /^(now|today|still|nowadays|anymore|currently|always|usually|often|sometimes|never|normally|generally|every|each|ever|rarely|seldom|these|lot|much|if|would|will|'ll|when|whenever|since|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)$/;
/** Verbs of a reply to an approach ('I called, but he doesn't answer', 'I knocked, but nobody opens'). */
const RESPONSES =
  /^(answer|reply|respond|come|call|pick|open|show|turn|help|listen|react|arrive|write|stop|wait|let|give|tell|say|accept|agree|explain)$/;
/** Verbs of one act in an exchange or a scene ('asks a lot of questions', 'smiles at me', 'sits down'). */
const ACTS =
  /^(ask|tell|explain|show|give|offer|answer|smile|laugh|talk|shout|invite|bring|call|say|thank|introduce|shake|sit|stand|leave|open|close|take|put|pay|order|hand|kiss|hug|cry|wave|point|walk|run|drive|refuse|promise|apologise|apologize|reply|start|begin|stop|decide)$/;

const clauseWords = (sentence: Word[], from: number) => {
  let e = from;
  while (e < sentence.length - 1 && !endsClause(sentence[e])) e++;
  return sentence.slice(from, e + 1);
};

/** Whether a word of the clause speaks of a habit or of now ('a lot' of times, but not 'a lot of questions'). */
const notOnce = (words: Word[]) =>
  words.some(
    (w, k) => NOT_ONE_OCCASION.test(w.lower) && !(/^(lot|much)$/.test(w.lower) && words[k + 1]?.lower === "of"),
  );

/** A plainly past verb in the words before `j` (the first clause), and no condition or habit there. */
function pastBefore(sentence: Word[], j: number, lexicon: EnglishLexicon): boolean {
  const first = sentence.slice(0, j);
  if (notOnce(first)) return false;
  return first.some((w) => /^[a-z]+$/.test(w.text) && w.lower !== "could" && isPlainPast(w.lower, lexicon));
}

/**
 * 'On Saturday I called the landlord, but he doesn't answer' -> "didn't answer", 'I wrote to the company and they
 * don't reply' -> "didn't reply": after a past approach, a failed reply to it is past too. Only negated, so a
 * present truth stays ('I bought a phone, but it doesn't work' is about now, and 'work' is no reply).
 */
function failedResponse(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const j = sentence.findIndex((w, i) => i > 1 && /^(but|and|so)$/.test(w.lower) && !endsClause(w));
  if (j < 0 || !pastBefore(sentence, j, lexicon)) return [];
  // A pronoun after 'and' starts a clause here: a verb follows it ('and they don't reply').
  const person = SUBJECT_PRONOUNS[sentence[j + 1]?.lower ?? ""];
  const subject = person
    ? { start: j + 1, end: j + 2, person, pronoun: true }
    : tenseSubject(sentence, j + 1, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const verb = sentence[v];
  // 'nobody answers', 'no one comes': a failed reply too.
  const nobody = /^(nobody|no one)$/.test(
    sentence
      .slice(subject.start, subject.end)
      .map((w) => w.lower)
      .join(" "),
  );
  if (!verb || (!/^(don't|doesn't)$/.test(verb.lower) && !nobody)) return [];
  const action = nobody ? verb : sentence[v + 1];
  const forms = action && lexicon.verb(action.lower);
  if (!forms || (!nobody && action.lower !== forms.infinitive) || !RESPONSES.test(forms.infinitive)) return [];
  if (notOnce(clauseWords(sentence, j + 1))) return [];
  if (nobody && action.lower !== forms.present) return [];
  const done = nobody ? { end: v + 1, words: [pastOf(forms)] } : toPast(sentence, v, subject, lexicon);
  if (!done) return [];
  const link = sentence[j]!.lower;
  const who = phrase(sentence, subject.start, subject.end, lexicon);
  const example = `${who} ${done.words.join(" ")}${nobody ? "" : ` ${action.lower}`}`;
  return [
    pastEdit(
      v,
      done,
      `the clause after '${link}' goes on with the same past event, so use the past tense: ${example}`,
      `der Satz nach '${link}' erzählt dasselbe vergangene Ereignis weiter, darum steht die Vergangenheit: ${example}`,
    ),
  ];
}

/**
 * Whether a subject is a person, whose acts are events ('the waiter', 'he', 'Anna'); a thing's present may be a
 * lasting property ('The hotel was cheap and offers free parking').
 */
function isPerson(
  sentence: Word[],
  subject: { start: number; end: number; pronoun: boolean },
  lexicon: EnglishLexicon,
) {
  const head = sentence[subject.end - 1]!;
  if (subject.pronoun) return /^(he|she)$/.test(head.lower);
  if (/^\p{Lu}/u.test(head.text) && subject.end - subject.start === 1) return true;
  const tags = lexicon.tags(head.lower);
  if (tags.has("Actor") || tags.has("Person")) return true;
  // 'interviewer', 'instructor', 'receptionist': a noun of a doer that compromise does not know.
  return !lexicon.known(head.lower) && /[a-z]{3}(er|or|ist|ian)$/.test(head.lower);
}

/**
 * 'The interviewer was very friendly and asks a lot of questions' -> 'asked', 'He opened the door and smiles at me'
 * -> 'smiled': a second verb of one act sharing a past clause's subject after 'and' or 'but'.
 */
function sharedSubjectSlip(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const j = sentence.findIndex((w, i) => i > 1 && /^(and|but|then)$/.test(w.lower) && !endsClause(w));
  if (j < 0) return [];
  const subject = tenseSubject(sentence, 0, lexicon, true);
  if (subject?.person !== "3s" || !isPerson(sentence, subject, lexicon)) return [];
  const first = verbAfter(sentence, subject);
  const firstVerb = sentence[first];
  if (!firstVerb || first >= j || !isPlainPast(firstVerb.lower, lexicon) || firstVerb.lower === "could") return [];
  // One clause up to 'and': no comma, no other subject.
  if (sentence.slice(0, j - 1).some((w) => endsClause(w))) return [];
  if (notOnce(sentence.slice(0, j))) return [];
  const verb = sentence[j + 1];
  const forms = verb && lexicon.verb(verb.lower);
  if (!forms || verb.lower !== forms.present || verb.lower === forms.infinitive || !ACTS.test(forms.infinitive))
    return [];
  if (!/^[a-z]+$/.test(verb.text) || notOnce(clauseWords(sentence, j + 1))) return [];
  const past = pastOf(forms);
  return [
    {
      start: j + 1,
      end: j + 2,
      words: [past],
      category: "verb-form",
      explain: {
        en: `'${sentence[j]!.lower}' goes on with the same past event, so use the past tense: ${firstVerb.lower} ... and ${past}`,
        de: `'${sentence[j]!.lower}' erzählt dasselbe vergangene Ereignis weiter, darum steht die Vergangenheit: ${firstVerb.lower} ... and ${past}`,
      },
    },
  ];
}

/**
 * "I'm sorry I'm late, my bus doesn't come this morning" -> "didn't come", "I'm tired because I run ten kilometres
 * this morning" -> 'ran': 'this morning' may be now or over; beside being late or a past verb, as the cause (after a
 * comma or 'because'), it is over. 'I'm late, so I take a taxi this morning' is a choice now and stays.
 */
function thisMorning(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const m = sentence.findIndex((w, i) => w.lower === "this" && sentence[i + 1]?.lower === "morning" && !endsClause(w));
  if (m < 0) return [];
  let s = m;
  while (s > 0 && !endsClause(sentence[s - 1]) && sentence[s - 1]!.lower !== "because") s--;
  if (s === 0 || m < 2) {
    // The clause comes first ('We don't find a parking space this morning, so we were late'): a past result after it.
    s = m === 0 ? 2 : s;
    if (m > 0 && s > 0) return [];
    if (!pastAfter(sentence, m + 2, lexicon)) return [];
  } else {
    const before = sentence.slice(0, s);
    const late = before.some((w) => w.lower === "late") || pastBefore(sentence, s, lexicon);
    if (!late || before.some((w) => /^(so|if|when|will|'ll)$/.test(w.lower))) return [];
  }
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const verb = sentence[v];
  if (!verb || (m > 0 && v >= m) || !/^[a-z']+$/.test(verb.text)) return [];
  if (notOnce(m > 0 ? sentence.slice(s, m) : clauseWords(sentence, s))) return [];
  return verbToPast(
    sentence,
    v,
    subject,
    lexicon,
    (infinitive) => STATIVE.has(infinitive) || /^(hurt|ache)$/.test(infinitive),
    (example) => [
      `'this morning' is over here, so use the past tense: ${example}`,
      `'this morning' ist hier vorbei, darum steht die Vergangenheit: ${example}`,
    ],
  );
}

/**
 * The clause's verb at `v` (or its "don't" / "doesn't" with the verb after it) put in the past, explained with the
 * clause as it becomes; nothing for an auxiliary, a verb `keeps` leaves as it is, or one without a past.
 */
function verbToPast(
  sentence: Word[],
  v: number,
  subject: Subject,
  lexicon: EnglishLexicon,
  keeps: (infinitive: string) => boolean,
  explain: (example: string) => [en: string, de: string],
): GrammarEdit[] {
  const verb = sentence[v]!;
  const negated = /^(don't|doesn't)$/.test(verb.lower);
  const action = negated ? sentence[v + 1] : verb;
  const forms = action && lexicon.verb(action.lower);
  if (!forms || keeps(forms.infinitive) || (!negated && AUXILIARIES.has(verb.lower))) return [];
  const done = toPast(sentence, v, subject, lexicon);
  if (!done) return [];
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} ${done.words.join(" ")}${negated ? ` ${action.lower}` : ""}`;
  const [en, de] = explain(example);
  return [pastEdit(v, done, en, de)];
}

/**
 * A past result or reaction in a later clause, joined by 'so', 'and' or 'but' ('..., so we were late', 'and I
 * missed the bus'): plainly past, with no condition or word of now.
 */
function pastAfter(sentence: Word[], from: number, lexicon: EnglishLexicon): boolean {
  let j = from;
  while (j < sentence.length && !endsClause(sentence[j - 1]) && !/^(so|and|but)$/.test(sentence[j]!.lower)) j++;
  if (!/^(so|and|but)$/.test(sentence[j]?.lower ?? "")) return false;
  const rest = clauseWords(sentence, j + 1);
  if (notOnce(rest)) return false;
  // The same subject goes on: 'This morning I miss the bus and was late'.
  const shared = sentence[j + 1];
  if (shared && sentence[j]!.lower === "and" && /^(was|were)$/.test(shared.lower)) return true;
  const subject = tenseSubject(sentence, j + 1, lexicon, true);
  const verb = subject && sentence[verbAfter(sentence, subject)];
  return Boolean(verb && /^[a-z']+$/.test(verb.text) && verb.lower !== "could" && isPlainPast(verb.lower, lexicon));
}

/** States that a past cause may leave true now ('He was so rude that I don't like him'). */
const STATES =
  /^(be|know|like|love|hate|want|need|prefer|believe|understand|remember|forget|mean|seem|belong|own|have|think|agree|wish|hope|doubt|suppose|realise|realize|deserve|matter|trust|miss|respect|admire)$/;
/** Adjectives with a 'that' of what one thinks or feels, not of a result ('so sure that', 'so happy that'). */
const THOUGHTS =
  /^(sure|certain|convinced|afraid|glad|happy|sorry|worried|proud|aware|sad|surprised|angry|disappointed)$/;

/**
 * 'The film was so long that we come home at midnight' -> 'came', 'It was such a cold day that the lake freezes' ->
 * 'froze': the result of a past 'so ...' or 'such ...' is past too. Not a state or a thing still true ('He was so
 * rude that I don't like him', 'It was so good that I still think about it').
 */
function resultThat(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const t = sentence.findIndex((w, i) => w.lower === "that" && i > 2 && !endsClause(sentence[i - 1]));
  if (t < 0 || endsClause(sentence[t])) return [];
  const so = sentence.slice(0, t).findIndex((w) => /^(so|such)$/.test(w.lower));
  if (so < 1 || t - so > 5 || sentence.slice(0, t).some((w) => endsClause(w))) return [];
  if (!/^(was|were|wasn't|weren't)$/.test(sentence[so - 1]!.lower) && !isPlainPast(sentence[so - 1]!.lower, lexicon))
    return [];
  // 'I was so sure that he comes' is what one thought, no result.
  if (sentence.slice(so + 1, t).some((w) => THOUGHTS.test(w.lower))) return [];
  const subject = tenseSubject(sentence, t + 1, lexicon, true);
  if (!subject) return [];
  const v = verbAfter(sentence, subject);
  const verb = sentence[v];
  if (!verb || notOnce(clauseWords(sentence, t + 1))) return [];
  return verbToPast(
    sentence,
    v,
    subject,
    lexicon,
    (infinitive) => STATES.test(infinitive),
    (example) => [
      `the result of a past 'so ... that' is past too: ${example}`,
      `die Folge eines vergangenen 'so ... that' steht auch in der Vergangenheit: ${example}`,
    ],
  );
}
