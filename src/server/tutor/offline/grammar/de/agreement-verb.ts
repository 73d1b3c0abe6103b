import type { GermanLexicon, Person, VerbForm } from "../../lexicon-de";
import type { Word } from "../types";

/**
 * A finite verb as a learner wrote it: which verbs, persons and tenses the form can be, and the one form the verb
 * takes for another person, keeping its tense ('schlaft' with 'sie' (she) -> schläft, 'haben' with 'er' -> hat).
 */

export interface FiniteVerb {
  /** The form's readings (of the umlauted form where the learner left the umlaut out: 'fahrst' -> fährst). */
  readings: VerbForm[];
  /** The form the readings are of. */
  form: string;
}

const UMLAUTS: [RegExp, string][] = [
  [/a/g, "ä"],
  [/o/g, "ö"],
  [/u/g, "ü"],
];

/** The form with one of its vowels umlauted, each way. */
function umlauted(form: string): string[] {
  const variants: string[] = [];
  for (const [vowel, umlaut] of UMLAUTS) {
    for (const match of form.matchAll(vowel)) {
      variants.push(form.slice(0, match.index) + umlaut + form.slice(match.index + 1));
    }
  }
  return variants;
}

/**
 * The readings of a word as a finite verb, or undefined. A separable verb's reading counts only with its particle
 * in the clause ('fahrt ... ab'); a form the lexicon lacks may be a known form without its umlaut, when only one is.
 */
export function finiteVerb(word: string, clause: Word[], lexicon: GermanLexicon): FiniteVerb | undefined {
  const lower = word.toLocaleLowerCase();
  let form = lower;
  let readings = lexicon.finite(lower);
  if (!readings.length) {
    const known = umlauted(lower).filter((v) => lexicon.finite(v).length);
    if (known.length !== 1) return undefined;
    form = known[0]!;
    readings = lexicon.finite(form);
  }
  const particles = new Set(clause.map((w) => w.lower));
  const own = readings.filter((r) => !r.particle || particles.has(r.particle));
  return own.length ? { readings: own, form } : undefined;
}

/** Whether the verb can be in one of the persons. */
export function agrees(verb: FiniteVerb, persons: Person[]): boolean {
  return verb.readings.some((r) => persons.includes(r.person));
}

/** The lexicon keeps some pre-1996 forms ('muß'): ß after a short vowel is ss ('muss'; 'weiß' stays). */
function modernSpelling(form: string, infinitive: string): string {
  return infinitive.includes("ss") ? form.replace(/(^|[^aeiouäöü])([aiouäöü])ß$/, "$1$2ss") : form;
}

/**
 * The verb's form for a person in the tense it was written in, when its readings agree on one ('lest' -> liest,
 * 'fahrt' -> fährt); a joined separable form keeps its particle ('abfahrt' -> abfährt).
 */
export function conjugated(verb: FiniteVerb, person: Person, lexicon: GermanLexicon): string | undefined {
  const forms = new Set<string>();
  for (const reading of verb.readings) {
    const form = lexicon.conjugate(reading.infinitive, person, reading.tense);
    if (!form) return undefined;
    const separable = reading.particle ? undefined : lexicon.separable(reading.infinitive);
    const joined = separable && verb.form.startsWith(separable.particle) && !form.startsWith(separable.particle);
    forms.add(modernSpelling(joined ? separable.particle + form : form, reading.infinitive));
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}
