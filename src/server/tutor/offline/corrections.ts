import type { Correction, Feedback } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";

export type { Correction, Feedback };

/**
 * The offline tutor's corrections (DESIGN "The tutor engine"): Hunspell spelling (nspell with the LibreOffice
 * dictionaries), German noun capitalisation, a capital at the start of each sentence, and final punctuation.
 * Deterministic and local. It prefers missing a mistake to "correcting" a right sentence.
 */

type Kind = "spelling" | "noun" | "capital" | "punctuation";
/** The mistake memory's category of each rule. */
const CATEGORY: Record<Kind, MistakeCategory> = {
  spelling: "spelling",
  noun: "capitalisation",
  capital: "capitalisation",
  punctuation: "punctuation",
};

interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

const QUESTION_WORDS: Record<string, RegExp> = {
  de: /^(wer|wie|was|wo|wann|warum|wieso|weshalb|woher|wohin|welche[rsmn]?|kannst|können|kann|darf|dürfen|haben|hast|hat|ist|sind|bist|gibt|möchten|möchtest|wollen|willst|soll|sollen)$/i,
  en: /^(who|what|where|when|why|how|which|whose|do|does|did|can|could|would|will|shall|should|is|are|am|was|were|have|has|may)$/i,
};

/** Explanations are in the learner's native language. */
const EXPLAIN: Record<"en" | "de", Record<Kind | "ok" | "intro", string>> = {
  en: {
    intro: "Almost! Here is what to fix:",
    spelling: "check the spelling",
    noun: "German nouns always start with a capital letter",
    capital: "a sentence starts with a capital letter",
    punctuation: "end the sentence with a punctuation mark",
    ok: "Well done, that is correct!",
  },
  de: {
    intro: "Fast richtig! Das kannst du verbessern:",
    spelling: "achte auf die Rechtschreibung",
    noun: "im Deutschen schreibt man Nomen groß",
    capital: "ein Satz beginnt mit einem Großbuchstaben",
    punctuation: "beende den Satz mit einem Satzzeichen",
    ok: "Sehr gut, das ist richtig!",
  },
};

const LINKS = ["es", "en", "s", "n", "e"];
const WORD = /^([("„‚'«]*)([\p{L}][\p{L}\p{M}'’-]*)([)"“”‚‘'».,!?;:…]*)$/u;
const capitalise = (w: string) => w.charAt(0).toLocaleUpperCase() + w.slice(1);
const isCapitalised = (w: string) => w.charAt(0) !== w.charAt(0).toLocaleLowerCase();

/** Levenshtein distance, small strings only (a suggestion must be close to count). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

export class Corrector {
  constructor(
    private readonly speller: Speller,
    private readonly language: LanguageCode,
    private readonly nativeLanguage: LanguageCode,
    /** Names (characters, places) that are right even though the dictionary does not know them. */
    private readonly knownWords: Set<string> = new Set(),
  ) {}

  private known(word: string): boolean {
    return (
      this.knownWords.has(word.toLocaleLowerCase()) ||
      this.speller.correct(word) ||
      (this.language === "de" && isCapitalised(word) && this.compound(word, 0))
    );
  }

  /** Whether the course glossary has the word, or (German) the infinitive of a verb form like "heiße". */
  private teaches(word: string): boolean {
    const lower = word.toLocaleLowerCase();
    if (this.knownWords.has(lower)) return true;
    if (this.language !== "de") return false;
    const stem = lower.replace(/(en|st|e|n|t)$/, "");
    return this.knownWords.has(`${stem}en`) || this.knownWords.has(`${stem}n`);
  }

  /**
   * German compounds (Bahnhof, Fahrkarte, Doppelzimmer): nspell does not apply Hunspell's compound rules, so a
   * capitalised word also counts as known when it splits into up to three known parts, allowing the linking
   * letters s, es, n, en and e (Arbeit-s-platz).
   */
  private compound(word: string, depth: number): boolean {
    if (depth > 2) return false;
    for (let i = 3; i <= word.length - 3; i++) {
      const head = word.slice(0, i);
      const heads = [
        head,
        ...LINKS.filter((l) => head.endsWith(l) && head.length - l.length >= 3).map((l) => head.slice(0, -l.length)),
      ];
      if (!heads.some((h) => this.speller.correct(h) || this.speller.correct(capitalise(h)))) continue;
      const tail = capitalise(word.slice(i));
      if (this.speller.correct(tail) || this.compound(tail, depth + 1)) return true;
    }
    return false;
  }

  /** The corrected form of one word and why, or undefined when it is fine (or we are not sure). */
  private fixWord(word: string, sentenceStart: boolean): { word: string; kind: Kind } | undefined {
    if (this.language === "en" && word === "i") return { word: "I", kind: "capital" };
    if (this.known(word)) {
      if (sentenceStart && !isCapitalised(word)) return { word: capitalise(word), kind: "capital" };
      return undefined;
    }
    // A lower-case word the dictionary knows only capitalised: a German noun.
    if (!isCapitalised(word) && this.known(capitalise(word))) {
      return { word: capitalise(word), kind: sentenceStart || this.language !== "de" ? "capital" : "noun" };
    }
    // Unknown capitalised words in English are names; in German they may be misspelt nouns.
    if (isCapitalised(word) && !sentenceStart && this.language === "en") return undefined;
    const close = this.speller
      .suggest(word)
      .filter(
        (s) =>
          !s.startsWith("-") &&
          !s.endsWith("-") &&
          !s.includes(" ") &&
          distance(s.toLocaleLowerCase(), word.toLocaleLowerCase()) <= 2,
      );
    // Rank: same first letter, then words the course teaches ("heise" is "heiße" for a learner, not "heiser").
    const first = word.charAt(0).toLocaleLowerCase();
    const rank = (s: string) => (s.charAt(0).toLocaleLowerCase() === first ? 0 : 2) + (this.teaches(s) ? 0 : 1);
    const suggestion = close.map((s, i) => ({ s, key: rank(s) * 100 + i })).sort((a, b) => a.key - b.key)[0]?.s;
    if (!suggestion) return undefined;
    const fixed = sentenceStart ? capitalise(suggestion) : suggestion;
    return fixed === word ? undefined : { word: fixed, kind: "spelling" };
  }

  check(text: string): Feedback {
    const originalText = text.trim();
    const parts = originalText.split(/(\s+)/);
    const corrections: Correction[] = [];
    const kinds = new Set<Kind>();
    let sentenceStart = true;
    let firstWord: string | undefined;

    const fixed = parts.map((part) => {
      if (/^\s*$/.test(part)) return part;
      const match = WORD.exec(part);
      if (!match) {
        if (/[.!?…]$/.test(part)) sentenceStart = true;
        else if (/\S/.test(part)) sentenceStart = false;
        return part;
      }
      const [, before = "", word = "", after = ""] = match;
      firstWord ??= word;
      const fix = this.fixWord(word, sentenceStart);
      sentenceStart = /[.!?…]$/.test(after);
      if (!fix) return part;
      corrections.push({ original: word, corrected: fix.word, category: CATEGORY[fix.kind] });
      kinds.add(fix.kind);
      return before + fix.word + after;
    });

    let correctedText = fixed.join("");
    if (correctedText && !/[.!?…]["“”»)]*$/.test(correctedText)) {
      const mark = firstWord && QUESTION_WORDS[this.language]?.test(firstWord) ? "?" : ".";
      const last = correctedText.split(/\s+/).at(-1) ?? "";
      // When the last word was corrected already, its correction gains the mark instead of a second entry.
      const previous = corrections.at(-1);
      if (previous && previous.corrected === last) previous.corrected = `${last}${mark}`;
      else corrections.push({ original: last, corrected: `${last}${mark}`, category: "punctuation" });
      kinds.add("punctuation");
      correctedText += mark;
    }

    const explain = EXPLAIN[this.nativeLanguage === "de" ? "de" : "en"];
    const hasErrors = corrections.length > 0;
    return {
      hasErrors,
      originalText,
      correctedText,
      corrections,
      feedbackText: hasErrors ? `${explain.intro} ${[...kinds].map((k) => explain[k]).join("; ")}.` : explain.ok,
    };
  }
}

const spellers = new Map<LanguageCode, Promise<Speller>>();

async function build(dictionary: Promise<{ default: { aff: Uint8Array; dic: Uint8Array } }>): Promise<Speller> {
  const [{ default: nspell }, { default: dict }] = await Promise.all([import("nspell"), dictionary]);
  return nspell(Buffer.from(dict.aff), Buffer.from(dict.dic));
}

/**
 * The Hunspell speller of a language, built once (about 0.7 s for German) and shared. English accepts both US and
 * British spellings, since the English course is set in the UK, Ireland and the US.
 */
export function loadSpeller(language: LanguageCode): Promise<Speller> {
  let speller = spellers.get(language);
  if (!speller) {
    speller =
      language === "fr"
        ? // No French dictionary ships with Parley: no corrections rather than wrong ones.
          Promise.resolve({ correct: () => true, suggest: () => [] })
        : language === "en"
          ? Promise.all([build(import("dictionary-en")), build(import("dictionary-en-gb"))]).then(([us, gb]) => ({
              correct: (word: string) => us.correct(word) || gb.correct(word),
              suggest: (word: string) => us.suggest(word),
            }))
          : build(import("dictionary-de"));
    spellers.set(language, speller);
  }
  return speller;
}
