import type { Person } from "../../lexicon-de";
import { EIN_STEMS, formsOf, readDeterminer } from "./noun-determiner";
import {
  ACCUSATIVE_PRONOUNS,
  CASED_QUESTION_WORDS,
  DATIVE_PRONOUNS,
  OPENING_ADVERBS,
  SUBJECT_PRONOUNS as PERSONS_OF_SUBJECTS,
  QUESTION_WORDS,
  RELATIVE_PRONOUNS,
  wordList,
} from "./words";

/**
 * Word classes as the subject and agreement rules read a German clause: determiners with the genders and cases each
 * form can be (from the determiner tables), subject pronouns with the person their verb is put in, and the words
 * that may stand before the verb of a main clause.
 */

/** A determiner slot: gender (P for plural) and case, as 'MNOM', 'PDAT'. */
export type Slot = `${"M" | "F" | "N" | "P"}${"NOM" | "AKK" | "DAT" | "GEN"}`;

/**
 * The determiners the subject reader knows: the article, the ein-words and 'dieser', 'jeder', 'jener', 'welcher'
 * ('alle', 'beide' are quantifiers to it). 'ein' and 'kein' are indefinite: they say less about the noun than 'der'
 * ('eine Party' may be an object).
 */
const DETERMINERS = new Map<string, { slots: Slot[]; indefinite: boolean }>();
function addDeterminers(kind: "definite" | "ein" | "dieser", stem = ""): void {
  for (const form of formsOf(kind, stem)) {
    const readings = readDeterminer(form)?.readings ?? [];
    const slots = readings.map((r) => `${r.slot === "PL" ? "P" : r.slot}${r.kase}` as Slot);
    DETERMINERS.set(form, { slots, indefinite: stem === "ein" || stem === "kein" });
  }
}
addDeterminers("definite");
for (const stem of EIN_STEMS) addDeterminers("ein", stem);
for (const stem of ["dies", "jed", "jen", "welch"]) addDeterminers("dieser", stem);

/** The genders and cases a determiner form can be, or undefined when the word is none. */
export function determiner(lower: string): { slots: Slot[]; indefinite: boolean } | undefined {
  return DETERMINERS.get(lower);
}

export interface PronounSubject {
  /** The persons a verb may take with this subject ('sie': she or they; 'es' also 'es sind meine Kinder'). */
  persons: Person[];
  /** The person its verb is put in where none fits; none where that is not clear ('sie': 3S or 3P). */
  target?: Person;
}

export const SUBJECT_PRONOUNS: Record<string, PronounSubject> = Object.fromEntries(
  Object.entries(PERSONS_OF_SUBJECTS).map(([pronoun, persons]): [string, PronounSubject] => {
    if (pronoun === "es") return [pronoun, { persons: ["3S", "3P"], target: "3S" }];
    return [pronoun, persons.length === 1 ? { persons, target: persons[0] } : { persons }];
  }),
);

/** Pronouns that may be a subject, with the persons they take: what makes another word's subject unsure. */
export const NOMINATIVE_PRONOUNS: Record<string, Person[]> = {
  ...Object.fromEntries(Object.entries(SUBJECT_PRONOUNS).map(([w, p]) => [w, p.persons])),
  ...Object.fromEntries(
    wordList("das dies dieses alles nichts etwas jemand niemand einer keiner wer was jeder").map((w) => [w, ["3S"]]),
  ),
  alle: ["3P"],
  beide: ["3P"],
};

/** Words that open a relative clause or an infinitive clause (no subject of their own to agree with). */
export const RELATIVE_OR_INFINITIVE = new Set([...RELATIVE_PRONOUNS, "um", "ohne", "statt", "anstatt"]);

/** Question words that may stand before the verb of a main clause ('Wo wohnst du?', 'Welche Sprache sprichst du?'). */
export const ANY_QUESTION_WORD = new Set([...QUESTION_WORDS, ...CASED_QUESTION_WORDS]);

/**
 * Words that may stand alone before the verb ('Heute sind wir ...'): the adverbs that open a clause, more adverbs,
 * focus particles, and time words as learners write them small ('heute abend', 'nächste woche').
 */
export const FRONT_ADVERBS = new Set([
  ...OPENING_ADVERBS,
  ...wordList(`nun damals davor da dabei dafür dazu draußen drinnen nachher vorher oben unten niemals nachts vormittags
  samstags sicher also allein zusammen wieder`),
  ...wordList("auch nur schon noch gern gerne"),
  ...wordList(`abend früh mittag nachmittag vormittag nacht wochenende woche jahr monat mal sommer winter frühling herbst
  jeden nächste nächsten nächstes letzte letzten letztes diese dieses`),
]);

/** Object pronouns, and 'das', 'dies', which may stand before the verb ('Mir geht es gut', 'Das weiß ich'). */
export const OBJECT_PRONOUNS = new Set([...ACCUSATIVE_PRONOUNS, ...DATIVE_PRONOUNS, "das", "dies"]);
