import type { Glossary, GlossaryEntry } from "../../../shared/schemas/glossary";
import { wordKey } from "../../../shared/words";

export interface WordTranslation {
  translation: string;
  partOfSpeech?: string;
  alternateMeanings?: string[];
}

/** Endings tried when a form is not listed, longest first (a small stemmer is enough for the scripts' words). */
const ENDINGS: Record<string, string[]> = {
  de: ["ern", "em", "en", "er", "es", "st", "e", "n", "s", "t"],
  en: ["ing", "ies", "ied", "es", "ed", "'s", "s"],
};

/** A token as written, lower-cased, without the punctuation around it (inner apostrophes stay: "i'd"). */
const exactKey = (word: string) =>
  word
    .toLocaleLowerCase()
    // The lookbehind lets the closing marks start only where a run of them starts (linear in the token).
    .replace(/^[.,!?;:"()„“”‚‘«»¿¡]+|(?<![.,!?;:"()„“”‚‘«»…])[.,!?;:"()„“”‚‘«»…]+$/g, "")
    .replace(/’/g, "'");

/**
 * Word lookup in a course glossary: first by the token as written (so "I'd" finds "I'd", not "ID"), then by the
 * spec's folded key (punctuation and apostrophes stripped, case-insensitive), then by a simple stem for
 * inflections the glossary does not list.
 */
export class GlossaryIndex {
  private readonly byExact = new Map<string, GlossaryEntry>();
  private readonly byKey = new Map<string, GlossaryEntry>();

  constructor(
    glossary: Glossary,
    private readonly language: string,
  ) {
    for (const entry of glossary.entries) {
      for (const form of [entry.lemma, ...entry.forms]) {
        if (!this.byExact.has(exactKey(form))) this.byExact.set(exactKey(form), entry);
        if (!this.byKey.has(wordKey(form))) this.byKey.set(wordKey(form), entry);
      }
    }
  }

  lookup(word: string): WordTranslation | undefined {
    const key = wordKey(word);
    if (!key) return undefined;
    const entry = this.byExact.get(exactKey(word)) ?? this.byKey.get(key) ?? this.stemmed(key);
    if (!entry) return undefined;
    return {
      translation: entry.meaning,
      partOfSpeech: entry.partOfSpeech,
      ...(entry.alternates.length > 0 ? { alternateMeanings: entry.alternates } : {}),
    };
  }

  private stemmed(key: string): GlossaryEntry | undefined {
    for (const ending of ENDINGS[this.language] ?? []) {
      if (key.length - ending.length < 3 || !key.endsWith(ending)) continue;
      const stem = key.slice(0, -ending.length);
      const entry = this.byKey.get(stem) ?? this.byKey.get(`${stem}e`) ?? this.byKey.get(`${stem}en`);
      if (entry) return entry;
    }
    return undefined;
  }
}

/** Every lemma and form of a glossary, lower-cased: the words the course teaches (the corrector trusts them). */
export function glossaryWords(glossary: Glossary | undefined): Set<string> {
  const words = new Set<string>();
  for (const entry of glossary?.entries ?? []) {
    // As written: a German noun is known capitalised only ('Zeit', not 'zeit').
    for (const w of [entry.lemma, ...entry.forms]) words.add(w);
  }
  return words;
}
