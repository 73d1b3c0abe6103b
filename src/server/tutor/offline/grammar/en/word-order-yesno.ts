import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon, VerbForms } from "./lexicon";
import { readSubject, type Subject } from "./subject";
import { edit, texts } from "./word-order-edit";
import { nounEnd, onlyQuestion, timeEnd } from "./word-order-read";
import { AUXILIARIES, endsClause } from "./words";

/**
 * 'Likes your landlord pets?' -> 'Does your landlord like pets?', 'Plays your brother in a club?' -> 'Does your
 * brother play in a club?', 'Went he to the party?' -> 'Did he go', 'Speak they English?' -> 'Do they speak
 * English?': a yes/no question opens with 'do', not with the lexical verb (German 'Mag dein Vermieter Haustiere?').
 * Chat drops subjects ('Saw the film yesterday?', 'See you at eight?'), so the word after the verb must be a sure
 * subject: I, he, she, we, they, or a person's noun phrase or name with an object or place after it.
 */
export function verbFirstQuestion(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const first = sentence[0];
  if (!first || !onlyQuestion(sentence) || endsClause(first) || !/^\p{Lu}?[a-z]+$/u.test(first.text)) return [];
  const verb = first.lower;
  // 'Has your brother a car?': 'have' of owning, not the perfect's ('Has your brother finished?').
  const having = /^(have|has)$/.test(verb);
  if ((AUXILIARIES.has(verb) && !having) || /^(let|please|thank|thanks|mind|say|guess|see)$/.test(verb)) return [];
  const forms = lexicon.verb(verb);
  if (!forms || forms.infinitive === "be") return [];
  const tense = tenseOf(verb, forms);
  if (!tense) return [];
  // 'Leaves the train at eight?', 'Opens the shop on Sunday?': a timetable's verb takes any subject.
  const timetable = SCHEDULED.test(forms.infinitive);
  const subject = subjectAfterVerb(sentence, lexicon, timetable);
  if (!subject || endsClause(sentence[subject.end - 1]) || !sentence[subject.end]) return [];
  if (having && !ownedObject(sentence, subject.end, lexicon)) return [];
  const third = subject.person === "3s";
  // The verb agrees with the subject: 'Likes your landlord', 'Speak they'; the past with a pronoun only.
  if (tense === "third" && !third) return [];
  if (tense === "plain" && (third || !subject.pronoun)) return [];
  if (tense === "past" && !subject.pronoun) return [];
  // 'Comes your sister tomorrow?': a time after a person or a timetable's subject too.
  const time = tense === "third" && timeEnd(sentence, subject.end, lexicon) !== undefined;
  const here = timetable && /^(here|there)$/.test(sentence[subject.end]!.lower);
  if (!subject.pronoun && !objectOrPlace(sentence, subject.end, lexicon) && !time && !here) return [];
  const auxiliary = tense === "past" ? "Did" : third ? "Does" : "Do";
  const subjectWords = texts(sentence.slice(1, subject.end));
  const example = [auxiliary.toLowerCase(), ...subjectWords, forms.infinitive].join(" ");
  return [
    edit(0, subject.end, [auxiliary, ...subjectWords, forms.infinitive], {
      en: `a yes/no question opens with '${auxiliary.toLowerCase()}': ${example}`,
      de: `die Ja/Nein-Frage beginnt mit '${auxiliary.toLowerCase()}': ${example}`,
    }),
  ];
}

/** Which form the verb is: 'likes' (third person), 'went' (past), 'speak' (plain). */
function tenseOf(verb: string, forms: VerbForms): "third" | "past" | "plain" | undefined {
  if (verb === forms.present && forms.present !== forms.infinitive) return "third";
  if (verb === forms.past && forms.past !== forms.infinitive) return "past";
  return verb === forms.infinitive ? "plain" : undefined;
}

/** Nouns of people and pets the tagger does not mark as persons. */
const PEOPLE =
  /^(neighbour|neighbor|neighbours|neighbors|cousin|cousins|kids|flatmate|roommate|dog|cat|family|grandma|grandpa|granny|landlady)$/;

/**
 * The subject right after the verb: I, he, she, we, they, or a noun phrase or name of a person ('your landlord',
 * 'Anna'). 'your brother football' is a subject and its object, not a compound, unless its last noun is a person
 * ('your bus driver').
 */
function subjectAfterVerb(sentence: Word[], lexicon: EnglishLexicon, anyNoun: boolean): Subject | undefined {
  const word = sentence[1];
  if (!word) return undefined;
  if (/^(i|he|she|we|they)$/.test(word.lower)) {
    const person = word.lower === "he" || word.lower === "she" ? "3s" : word.lower === "i" ? "1s" : "p";
    return { start: 1, end: 2, person, pronoun: true };
  }
  // The shortest reading whose last noun is a person: 'your brother' of 'your brother tennis'.
  for (let end = 2; end <= Math.min(sentence.length, 6); end++) {
    const read = readSubject(sentence.slice(0, end), 1, lexicon, true);
    if (!read || read.pronoun || read.end !== end) continue;
    const head = sentence[end - 1]!;
    const tags = lexicon.tags(head.lower);
    const person =
      tags.has("Actor") || tags.has("Person") || PEOPLE.test(head.lower) || /^\p{Lu}/u.test(head.text) || anyNoun;
    if (person) return read;
  }
  return undefined;
}

const PLACE_PREPOSITIONS = /^(in|at|on|to|for|with|from|near|into|about)$/;

/** An object ('pets', 'the piano', 'Italian food') or a place ('in a club', 'to school') after the subject. */
function objectOrPlace(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i];
  if (!word || timeEnd(sentence, i, lexicon) !== undefined) return false;
  if (PLACE_PREPOSITIONS.test(word.lower)) return !endsClause(word) && sentence[i + 1] !== undefined;
  const end = nounEnd(sentence, i, lexicon);
  return end !== undefined && !/^(lot|bit|while|time|times)$/.test(sentence[end - 1]!.lower);
}

/** Verbs of timetables and opening hours ('Leaves the bus ...?', 'Closes the bank ...?'). */
const SCHEDULED = /^(go|leave|arrive|depart|stop|start|begin|end|finish|open|close|run)$/;

/** What one has: a determiner's or number's noun phrase or a bare noun ('a car', 'two sisters', 'time'), no 'any'. */
function ownedObject(sentence: Word[], i: number, lexicon: EnglishLexicon): boolean {
  const word = sentence[i]!;
  if (/^(any|no|got|been|ever|never|already|just|to)$/.test(word.lower)) return false;
  if (lexicon.verb(word.lower)?.participle === word.lower) return false;
  const end = nounEnd(sentence, i, lexicon);
  if (end === undefined) return false;
  // 'Has she the film seen?': a perfect with its participle last, not 'have' of owning.
  const p = /^(already|ever|never|just)$/.test(sentence[end]?.lower ?? "") ? end + 1 : end;
  const last = sentence[p];
  const forms = last && /^[a-z]+$/.test(last.text) ? lexicon.verb(last.lower) : undefined;
  return !(forms && forms.participle === last!.lower && forms.infinitive !== last!.lower && endsClause(last));
}
