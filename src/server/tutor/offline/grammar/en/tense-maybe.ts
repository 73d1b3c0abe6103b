import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { phrase } from "./subject";
import { dayAhead, futureTime } from "./tense-future";
import { tenseSubject } from "./tense-subject";
import { willAt } from "./tense-time";
import { AUXILIARIES, endsClause } from "./words";

/** Verbs of timetables, whose present may stand for a time ahead ('Maybe the film starts later'). */
const TIMETABLE = /^(start|begin|leave|arrive|open|close|depart|land|end|finish)$/;

/**
 * 'Maybe I call you later' -> 'Maybe I will call you later', 'Perhaps my sister visits us next week' -> 'will
 * visit': 'maybe' or 'perhaps' guesses at what is not decided, so with a time ahead it takes 'will' (German
 * 'Vielleicht rufe ich dich später an'). Not 'be' ('Maybe he's free tomorrow'), not a timetable of things ('Maybe
 * the shop opens later'), not a suggestion asked ('Maybe we go to the cinema tonight?').
 */
export function maybeLater(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const m = sentence.findIndex((w) => /^(maybe|perhaps)$/.test(w.lower));
  if (m < 0 || (m > 0 && !endsClause(sentence[m - 1]))) return [];
  const marker = futureTime(sentence, lexicon) ?? dayAhead(sentence);
  if (!marker || marker[0] <= m || sentence.at(-1)?.trail.includes("?")) return [];
  // 'Maybe tomorrow I call you', 'Maybe, if it rains, we ...' aside: the subject right after 'maybe' (or the time).
  let s = m + 1;
  if (marker[0] === s && !endsClause(sentence[m])) s = marker[1];
  else if (endsClause(sentence[m]) && sentence[m]!.trail !== ",") return [];
  const subject = tenseSubject(sentence, s, lexicon, true);
  if (!subject) return [];
  const v = subject.end;
  const verb = sentence[v];
  if (
    !verb ||
    !/^[a-z]+$/.test(verb.text) ||
    AUXILIARIES.has(verb.lower) ||
    (marker[0] > v && endsBefore(sentence, v, marker[0]))
  )
    return [];
  const forms = lexicon.verb(verb.lower);
  if (!forms || verb.lower !== (subject.person === "3s" ? forms.present : forms.infinitive)) return [];
  if (forms.infinitive === "be" || (TIMETABLE.test(forms.infinitive) && !/^(i|we)$/.test(sentence[s]!.lower)))
    return [];
  // A noun subject's word that is a noun too ('Maybe my sister cake') is the verb only before an object or a time.
  if (!subject.pronoun && lexicon.tags(verb.lower).has("Noun") && endsClause(verb)) return [];
  const example = `${phrase(sentence, subject.start, subject.end, lexicon)} will ${forms.infinitive}`;
  return [
    willAt(v, forms.infinitive, {
      en: `'${sentence[m]!.lower}' with a time ahead is a guess about the future, so use 'will': ${example}`,
      de: `'${sentence[m]!.lower}' mit einer Zeit in der Zukunft ist eine Vermutung, darum steht 'will': ${example}`,
    }),
  ];
}

/** A comma or a joining word between the verb and the time: the time belongs to another clause. */
const endsBefore = (sentence: Word[], v: number, time: number) =>
  sentence.slice(v, time).some((w) => endsClause(w) || /^(and|but|because|if|when|that|so)$/.test(w.lower));
