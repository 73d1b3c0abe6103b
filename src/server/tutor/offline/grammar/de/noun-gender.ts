import { isCapitalised } from "../../letters";
import type { Case, GermanLexicon, Noun } from "../../lexicon-de";
import { ARTICLE_COUNTRIES } from "./words";

/** A noun phrase's gender, or plural (which has one set of forms for all genders). */
export type Slot = "M" | "F" | "N" | "PL";
export const CASES: Case[] = ["NOM", "AKK", "DAT", "GEN"];
export const SINGULAR: Slot[] = ["M", "F", "N"];

/** A (gender or plural, case) a word can be read in. */
export interface Reading {
  slot: Slot;
  kase: Case;
}

/** What a noun as written can be: its readings, its forms per slot and case, and its lemma for explanations. */
export interface NounReading {
  lemma: string;
  /** The genders the noun can have (all three where the lexicon is not sure), plus PL where the form is plural. */
  slots: Slot[];
  /** Whether the gender comes from a sure lexicon entry (a rule may then fix a determiner's gender). */
  genderSure: boolean;
  readings: Reading[];
  /** The noun's form in a slot and case ('Nachbar', M, AKK -> 'Nachbarn'), or undefined where not sure. */
  form(slot: Slot, kase: Case): string | undefined;
}

/**
 * Nouns with two genders (two meanings, or usage varies), which the lexicon merges into one entry with one gender:
 * a determiner before them is never "wrong" for its gender.
 */
const TWO_GENDERS = new Set(
  `See Band Leiter Kiefer Tor Teil Stift Moment Gehalt Steuer Schild Erbe Bauer Bund Golf Heide Hut Mark Marsch Reis
  Tau Verdienst Weise Single Pony Laster Gefallen Virus Bonbon Keks Kaugummi Ketchup Joghurt Jogurt Curry Blog Event
  Spray Sakko Lama Flur Mangel Ekel Harz Elf Bulle Junge Liter Meter Zentimeter Kilometer Millimeter Cola Nutella
  Radar Dschungel Gummi Paprika Mail E-Mail Cartoon Match Dotter Knäuel Filter Poster Service Gelee Kristall
  Schurz Tunnel Zölibat Bereich Messer Otter Pack Puff Kundschaft`.split(/\s+/),
);

/** A lexicon entry whose gender is not to be trusted: a merged or a nominalised entry. */
function doubtfulGender(noun: Noun, lexicon: GermanLexicon): boolean {
  if (TWO_GENDERS.has(noun.lemma)) return true;
  const { NOM, AKK, DAT, GEN } = noun.forms;
  // A nominalised adjective ('der/die/das Neue') has every gender; the lexicon writes it neuter.
  if (noun.gender === "N" && NOM?.SIN?.endsWith("e") && AKK?.SIN === `${NOM.SIN}n`) return true;
  // A nominalised infinitive ('das Regen' of regen) hides a noun of its own ('der Regen', 'der Wagen').
  if (noun.gender === "N" && lexicon.isInfinitive(noun.lemma.toLocaleLowerCase())) return true;
  // Plurals that disagree, or a non-masculine noun with a weak -n: two nouns merged ('Tag': Tage/Tags; 'Tor').
  const plural = NOM?.PLU;
  if (plural && (AKK?.PLU !== plural || (GEN?.PLU && GEN.PLU !== plural))) return true;
  if (plural && DAT?.PLU && DAT.PLU !== plural && DAT.PLU !== `${plural}n`) return true;
  if (noun.gender !== "M" && NOM?.SIN && AKK?.SIN && AKK.SIN !== NOM.SIN) return true;
  return false;
}

/** A weak masculine noun ('Nachbar' -> den Nachbarn, 'Kollege' -> dem Kollegen): its -n form outside the nominative. */
function weakForm(noun: Noun): string | undefined {
  const nominative = noun.forms.NOM?.SIN;
  const oblique = noun.forms.AKK?.SIN;
  if (noun.gender !== "M" || !nominative || !oblique || oblique === nominative) return undefined;
  // The lexicon gives 'Herren' for the singular; it is 'Herrn'.
  if (nominative === "Herr") return "Herrn";
  return oblique === `${nominative}n` || oblique === `${nominative}en` ? oblique : undefined;
}

/** The nouns of a word as written, or of its last part for a compound the lexicon lacks ('Straßenbahn': Bahn). */
function lexiconNouns(word: string, lexicon: GermanLexicon): { nouns: Noun[]; prefix: string } {
  const nouns = lexicon.nouns(word);
  if (nouns.length > 0) return { nouns, prefix: "" };
  for (let i = 3; i <= word.length - 3; i++) {
    const head = word.charAt(i).toLocaleUpperCase() + word.slice(i + 1);
    const found = lexicon.nouns(head);
    if (found.length > 0) return { nouns: found, prefix: word.slice(0, i) };
  }
  return { nouns: [], prefix: "" };
}

/** What a capitalised word can be as a noun, or undefined where it is no noun the lexicon knows. */
export function readNoun(word: string, lexicon: GermanLexicon): NounReading | undefined {
  if (!isCapitalised(word) || word.length < 2) return undefined;
  // Countries named with their article, which the lexicon may lack.
  const country = ARTICLE_COUNTRIES[word];
  if (country) {
    return {
      lemma: word,
      slots: [country],
      genderSure: true,
      readings: CASES.map((kase) => ({ slot: country, kase })),
      form: (slot) => (slot === country ? word : undefined),
    };
  }
  const { nouns, prefix } = lexiconNouns(word, lexicon);
  if (nouns.length === 0) return undefined;
  const join = (form: string | undefined) =>
    form && prefix ? prefix + form.charAt(0).toLocaleLowerCase() + form.slice(1) : form;
  const genders = new Set(nouns.map((n) => n.gender).filter((g) => g !== undefined));
  const genderSure = genders.size === 1 && !nouns.some((n) => doubtfulGender(n, lexicon));
  const singularSlots: Slot[] = genderSure ? [...genders] : genders.size > 0 ? SINGULAR : [];
  const readings: Reading[] = [];
  const add = (slot: Slot, kase: Case) => {
    if (!readings.some((r) => r.slot === slot && r.kase === kase)) readings.push({ slot, kase });
  };
  for (const noun of nouns) {
    const weak = weakForm(noun);
    const nominative = join(noun.forms.NOM?.SIN);
    for (const kase of CASES) {
      const forms = noun.forms[kase];
      if (join(forms?.PLU) === word) add("PL", kase);
      if (!noun.gender) continue;
      const slots = genderSure ? [noun.gender] : singularSlots;
      // A singular as written fits every case but a weak noun's (the lexicon's dative -e is optional: 'dem Haus').
      const fits = weak
        ? word === (kase === "NOM" ? nominative : join(weak))
        : word === nominative || word === join(forms?.SIN);
      if (fits) for (const slot of slots) add(slot, kase);
    }
  }
  if (readings.length === 0) return undefined;
  const slots = [...new Set(readings.map((r) => r.slot))];
  const singular = readings.some((r) => r.slot !== "PL");
  const form = (slot: Slot, kase: Case): string | undefined => {
    if (slot !== "PL" && !singular) return undefined;
    const found = new Set<string>();
    for (const noun of nouns) {
      if (slot === "PL") {
        const plural = join(noun.forms[kase]?.PLU);
        if (plural) found.add(plural);
        continue;
      }
      if (!noun.gender || (genderSure && noun.gender !== slot)) continue;
      const weak = weakForm(noun);
      if (weak) found.add(kase === "NOM" ? (join(noun.forms.NOM?.SIN) ?? word) : (join(weak) ?? word));
      // A strong singular keeps the form the learner wrote (its dative -e and genitive -s are left alone).
      else found.add(word);
    }
    return found.size === 1 ? [...found][0] : undefined;
  };
  const lemma = nouns[0]?.lemma ?? word;
  return { lemma: join(lemma) ?? lemma, slots, genderSure, readings, form };
}
