import { capitalise, isCapitalised } from "../../letters";
import type { GermanLexicon, Noun, Person } from "../../lexicon-de";
import type { Word } from "../types";
import { determiner, FRONT_ADVERBS, type Slot, SUBJECT_PRONOUNS } from "./agreement-words";
import { PREPOSITIONS_OR_CONTRACTIONS, QUANTIFIERS } from "./words";

/**
 * The subject of a German clause: a pronoun ('er'), a noun phrase ('meine kleine Tochter', 'die Kinder von meiner
 * Schwester') or several joined by 'und' ('mein Mann und ich'), with the persons its verb may take.
 */

export interface NounPhraseReading {
  start: number;
  end: number;
  /** The numbers the phrase has as a nominative (empty: it cannot be a subject: 'den Mann'). */
  nominative: Set<"SIN" | "PLU">;
  /** Whether it may be an object too ('die Kinder', 'eine Party'; not 'mein Vater'). */
  mayBeObject: boolean;
  /** Whether its article is of the 'ein' kind. */
  indefinite: boolean;
  /** The genders and cases it can be ('FAKK', 'PDAT'). */
  slots: Slot[];
}

export interface Subject {
  start: number;
  end: number;
  kind: "pronoun" | "noun" | "joined";
  persons: Person[];
  /** The person to put the verb in where none fits; none where unsure. */
  target?: Person;
  /** Whether the phrase may be an object instead, so that a subject elsewhere must be ruled out. */
  unsure: boolean;
  /** Singular or plural, for a noun subject's explanation. */
  number?: "SIN" | "PLU";
}

/** An adjective before a noun ends in one of these ('kleine', 'alten'). */
const ADJECTIVE_ENDING = /^[a-zäöüß]+(e|en|er|es|em)$/;
/** Small words with an adjective's ending that are none ('heute', 'gerne', 'aber'). */
const NOT_ADJECTIVES = new Set([
  ...FRONT_ADVERBS,
  ...PREPOSITIONS_OR_CONTRACTIONS,
  "aber",
  "oder",
  "gerne",
  "sehr",
  "wieder",
  "immer",
]);

const isAdjective = (word: Word) =>
  !isCapitalised(word.text) &&
  ADJECTIVE_ENDING.test(word.text) &&
  !NOT_ADJECTIVES.has(word.lower) &&
  !determiner(word.lower);

/** The slots a noun form can fill: each of its cases, with its gender (P in the plural). */
function nounSlots(nouns: Noun[], word: string): Slot[] {
  const slots: Slot[] = [];
  for (const noun of nouns) {
    for (const [kase, forms] of Object.entries(noun.forms)) {
      if (forms.SIN === word && noun.gender) slots.push(`${noun.gender}${kase}` as Slot);
      if (forms.PLU === word) slots.push(`P${kase}` as Slot);
    }
    // The lexicon gives some datives their old -e ('dem Geschenke'): today's is the nominative's form.
    if (noun.gender && noun.gender !== "F" && noun.forms.NOM?.SIN === word && noun.forms.DAT?.SIN === `${word}e`) {
      slots.push(`${noun.gender}DAT`);
    }
  }
  return slots;
}

/**
 * The slots of a noun, or of its last part where the lexicon lacks the compound ('Deutschkurs' -> Kurs), which
 * declines for it.
 */
function compoundSlots(word: string, lexicon: GermanLexicon, compound: boolean): Slot[] {
  const nouns = lexicon.nouns(word);
  if (nouns.length || !compound) return nounSlots(nouns, word);
  for (let i = 2; i <= word.length - 4; i++) {
    const tail = capitalise(word.slice(i));
    const tailNouns = lexicon.nouns(tail);
    if (tailNouns.length) return nounSlots(tailNouns, tail);
  }
  return [];
}

/**
 * The noun phrase at word i: an optional determiner or number, adjectives, a noun the lexicon knows; undefined
 * where the words are no such phrase.
 */
export function nounPhraseAt(
  sentence: Word[],
  i: number,
  end: number,
  lexicon: GermanLexicon,
): NounPhraseReading | undefined {
  let j = i;
  const article = determiner(sentence[j]?.lower ?? "");
  if (article) j++;
  // Numbers and adjectives ('die beiden kleinen'); a mark inside ends it as no phrase.
  let plural = false;
  for (; j < end; j++) {
    if (j > i && sentence[j - 1]!.trail) return undefined;
    const word = sentence[j]!;
    if (QUANTIFIERS.has(word.lower)) plural = true;
    else if (!isAdjective(word)) break;
  }
  const noun = sentence[j];
  if (!noun || j >= end || (j > i && sentence[j - 1]!.trail) || !isCapitalised(noun.text)) return undefined;
  // 'Ich', 'Sie', 'Es' are nouns too (das Ich, the note Es): a pronoun alone is read as one, and
  // 'Morgen', 'Abend' alone are time adverbs here ('Morgen fahren wir').
  if (j === i && (noun.lower in SUBJECT_PRONOUNS || FRONT_ADVERBS.has(noun.lower))) return undefined;
  const slots = compoundSlots(noun.text, lexicon, Boolean(article)).filter(
    (slot) => (!article || article.slots.includes(slot)) && (!plural || slot.startsWith("P")),
  );
  if (!slots.length) return undefined;
  const nominative = new Set(
    slots.filter((s) => s.endsWith("NOM")).map((s) => (s.startsWith("P") ? ("PLU" as const) : ("SIN" as const))),
  );
  return {
    start: i,
    end: j + 1,
    nominative,
    mayBeObject: slots.some((s) => !s.endsWith("NOM")),
    indefinite: article?.indefinite ?? false,
    slots,
  };
}

/** A noun phrase's modifiers after it: 'von meiner Schwester', 'aus Berlin', 'meines Bruders'. */
function modifiersEnd(sentence: Word[], from: number, end: number, lexicon: GermanLexicon): number {
  let j = from;
  for (let step = 0; step < 2 && j < end && !sentence[j - 1]?.trail; step++) {
    const word = sentence[j]!;
    if (PREPOSITIONS_OR_CONTRACTIONS.has(word.lower)) {
      const phrase = nounPhraseAt(sentence, j + 1, end, lexicon);
      const name = sentence[j + 1];
      if (phrase) j = phrase.end;
      else if (name && isCapitalised(name.text) && !determiner(name.lower)) j += 2;
      else break;
    } else {
      const genitive = nounPhraseAt(sentence, j, end, lexicon);
      const article = determiner(word.lower);
      if (!genitive || !article?.slots.some((s) => s.endsWith("GEN")) || genitive.nominative.size) break;
      j = genitive.end;
    }
  }
  return j;
}

/** One part of a subject: a noun phrase (with its modifiers) or a subject pronoun. */
function subjectPart(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): Subject | undefined {
  const phrase = nounPhraseAt(sentence, i, end, lexicon);
  if (phrase) {
    if (phrase.nominative.size !== 1) return phrase.nominative.size ? { ...unsureNoun(phrase) } : undefined;
    const number = [...phrase.nominative][0]!;
    const person: Person = number === "SIN" ? "3S" : "3P";
    return {
      start: i,
      end: modifiersEnd(sentence, phrase.end, end, lexicon),
      kind: "noun",
      persons: [person],
      target: person,
      unsure: phrase.mayBeObject,
      number,
    };
  }
  const word = sentence[i];
  const pronoun = word && SUBJECT_PRONOUNS[word.lower];
  if (!pronoun) return undefined;
  return { start: i, end: i + 1, kind: "pronoun", ...pronoun, unsure: word.lower === "ihr" };
}

/** A phrase that is a subject in the singular or plural alike ('Zimmer'): the verb cannot be checked. */
function unsureNoun(phrase: NounPhraseReading): Subject {
  return { start: phrase.start, end: phrase.end, kind: "noun", persons: ["3S", "3P"], unsure: true };
}

/** The person of parts joined by 'und': 'wir' with an 'ich' among them, 'ihr' with a 'du', else 'sie'. */
function joinedPerson(parts: Subject[]): Person {
  const has = (digit: string) => parts.some((p) => p.persons.every((q) => q.startsWith(digit)));
  return has("1") ? "1P" : has("2") ? "2P" : "3P";
}

/** The subject that starts at word i, or undefined. */
export function subjectAt(sentence: Word[], i: number, end: number, lexicon: GermanLexicon): Subject | undefined {
  const first = subjectPart(sentence, i, end, lexicon);
  if (!first) return undefined;
  const parts = [first];
  let j = first.end;
  while (sentence[j]?.lower === "und" && !sentence[j - 1]?.trail) {
    const next = subjectPart(sentence, j + 1, end, lexicon);
    if (!next) return undefined;
    parts.push(next);
    j = next.end;
  }
  if (parts.length === 1) return first;
  // 'sie' or a noun of unsure number still makes a plural with another part; an 'ihr' may be 'her'.
  if (parts.some((p) => p.kind === "pronoun" && p.unsure)) return undefined;
  const person = joinedPerson(parts);
  // 'du und dein Bruder' is 'ihr', and in speech 'sie' as well ('Du und deine Frau habt/haben ...').
  const persons: Person[] = person === "2P" ? ["2P", "3P"] : [person];
  return { start: i, end: j, kind: "joined", persons, target: person, unsure: false, number: "PLU" };
}
