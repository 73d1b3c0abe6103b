import type { Correction, Feedback } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import {
  agreesWith,
  continuesNounPhrase,
  englishFix,
  type GermanWords,
  germanFix,
  isGermanQuestion,
  nearMisses,
  smallByPosition,
  startsWithGermanQuestionWord,
  umlautVariants,
  type WordContext,
} from "./context-rules";
import { type GrammarCheck, loadGrammar } from "./grammar";
import { capitalise, isCapitalised } from "./letters";
import { type GermanLexicon, loadGermanLexicon } from "./lexicon-de";

export type { Correction, Feedback };

/**
 * The offline tutor's corrections (docs/architecture.md "The tutor"): Hunspell spelling (nspell with the LibreOffice
 * dictionaries), German noun capitalisation, a capital at the start of each sentence, and final punctuation.
 * Deterministic and local. It prefers missing a mistake to "correcting" a right sentence.
 */

type Kind = "spelling" | "noun" | "capital" | "punctuation" | "plural";
/** The mistake memory's category of each rule. */
const CATEGORY: Record<Kind, MistakeCategory> = {
  spelling: "spelling",
  noun: "capitalisation",
  capital: "capitalisation",
  punctuation: "punctuation",
  plural: "plural",
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
    plural: "after a number or 'viele', 'einige', 'mehrere' the noun is plural",
    ok: "Well done, that is correct!",
  },
  de: {
    intro: "Fast richtig! Das kannst du verbessern:",
    spelling: "achte auf die Rechtschreibung",
    noun: "im Deutschen schreibt man Nomen groß",
    capital: "ein Satz beginnt mit einem Großbuchstaben",
    punctuation: "beende den Satz mit einem Satzzeichen",
    plural: "nach einer Zahl oder 'viele', 'einige', 'mehrere' steht das Nomen im Plural",
    ok: "Sehr gut, das ist richtig!",
  },
};

const LINKS = ["es", "en", "s", "n", "e"];
/** A token: opening marks, the word (which does not end in a straight quote, so that one closes), closing marks. */
const WORD = /^([("„‚'«]*)([\p{L}](?:[\p{L}\p{M}'’-]*[\p{L}\p{M}’-])?)([)"“”‚‘'».,!?;:…]*)$/u;

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

/** English names a misspelt first word may be meant as: the days and months. */
const CALENDAR_NAMES =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
export class Corrector {
  constructor(
    private readonly speller: Speller,
    private readonly language: LanguageCode,
    private readonly nativeLanguage: LanguageCode,
    /**
     * Words the course teaches, as written (names, places, and nouns with their capital): right even where the
     * dictionary does not know them. A lower-case entry is right capitalised too (at the start of a sentence).
     */
    private readonly knownWords: Set<string> = new Set(),
    /** German nouns and verb forms (lexicon-de.ts): decides a word's part of speech where its capital cannot. */
    private readonly lexicon?: GermanLexicon,
    /** The language's grammar rules (grammar/), run on the text once its words are right. */
    private readonly grammar?: GrammarCheck,
  ) {
    this.words = {
      known: (w) => this.known(w),
      isNoun: lexicon ? (word) => lexicon.isNoun(word) : undefined,
      verbOf: lexicon ? (word, subject) => agreesWith(lexicon.persons(word), subject) : undefined,
      pluralOf: lexicon ? (word) => lexicon.pluralOf(word) : undefined,
    };
  }

  /** What the context rules may ask of the dictionary and the lexicon, made once. */
  private readonly words: GermanWords;

  private known(word: string): boolean {
    // A loanword with its accent ('café') is right where the dictionary knows it without.
    const plain = word.normalize("NFD").replace(/\p{M}/gu, "");
    if (plain !== word && this.language === "en" && this.speller.correct(plain)) return true;
    return (
      this.inGlossary(word) ||
      this.speller.correct(word) ||
      (this.language === "de" && isCapitalised(word) && this.compound(word, 0))
    );
  }

  private inGlossary(word: string): boolean {
    return this.knownWords.has(word) || (isCapitalised(word) && this.knownWords.has(word.toLocaleLowerCase()));
  }

  /** Whether the course glossary has the word, or (German) the infinitive of a verb form like "heiße". */
  private teaches(word: string): boolean {
    const lower = word.toLocaleLowerCase();
    if (this.inGlossary(word) || this.inGlossary(capitalise(lower))) return true;
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

  /** Milliseconds left for the spell checker's suggestions in the message being checked. */
  private suggestionBudget = SUGGESTION_BUDGET_MS;

  /**
   * The spell checker's suggestions, bounded: Hunspell's search takes 5–25 ms for a word one slip from a known one,
   * but 0.2–2.6 s for one that is not ('Zzxqwv', 'one-way', a name), blocking the server. So it is asked only for a
   * word with a known word one edit away, and within a budget per message; past it, those known words are the
   * suggestions.
   */
  private suggestions(word: string): string[] {
    // In German a noun written small is one more edit away ('kafee' -> 'Kaffee').
    const near = oneEditAway(word, this.language === "de" ? GERMAN_LETTERS : ENGLISH_LETTERS).flatMap((w) =>
      this.speller.correct(w)
        ? [w]
        : this.language === "de" && this.speller.correct(capitalise(w))
          ? [capitalise(w)]
          : [],
    );
    if (near.length === 0 || this.suggestionBudget <= 0) return near;
    const started = performance.now();
    const suggested = this.speller.suggest(word);
    this.suggestionBudget -= performance.now() - started;
    return suggested;
  }

  /** The corrected form of one word and why, or undefined when it is fine (or we are not sure). */
  private fixWord(
    word: string,
    sentenceStart: boolean,
    context: WordContext,
  ): { word: string; kind: Kind } | undefined {
    if (this.language === "en" && word === "i") return { word: "I", kind: "capital" };
    const words = this.words;
    const lexicon = this.lexicon;
    if (this.language === "en") {
      const fix = englishFix(word, context, sentenceStart, words.known);
      if (fix) return fix;
    }
    if (this.language === "de" && !sentenceStart) {
      const fix = germanFix(word, context, words);
      if (fix) return fix;
    }
    if (this.known(word)) {
      // A name known only as a compound of two words ('Osterreich': Ostern + Reich) may be missing its umlaut.
      if (this.language === "de" && isCapitalised(word) && !this.speller.correct(word) && !this.inGlossary(word)) {
        const umlaut =
          umlautVariants(word).find((v) => this.speller.correct(v)) ??
          (word.includes("ss") ? [word.replaceAll("ss", "ß")].find((v) => this.known(v)) : undefined);
        if (umlaut) return { word: umlaut, kind: "spelling" };
      }
      if (sentenceStart && !isCapitalised(word)) return { word: capitalise(word), kind: "capital" };
      return undefined;
    }
    // The particle of a separable verb at its clause's end, 'Ich nehme am Kurs teil', or before its zu-infinitive,
    // 'teil zu nehmen' (which the grammar rules join): not the noun 'Teil'.
    if (
      this.language === "de" &&
      lexicon &&
      !isCapitalised(word) &&
      ((context.endsClause && (context.sentenceWords ?? []).some((verb) => lexicon.isParticleOf(word, verb))) ||
        (context.next === "zu" && lexicon.isParticleOf(word, context.next2 ?? "")))
    ) {
      return sentenceStart ? { word: capitalise(word), kind: "capital" } : undefined;
    }
    // An unknown small word ending like an infinitive, outside a noun phrase: most likely a verb the dictionary
    // lacks ('abbiegen', 'ausrichten'), not a noun to capitalise ('Abbiegen').
    if (this.language === "de" && !isCapitalised(word) && !context.afterDeterminer && /(en|eln|ern)$/.test(word)) {
      // ... unless it only lacks its umlaut or ß ('draussen').
      const variant = umlautVariants(word).find((v) => this.speller.correct(v));
      return variant ? { word: sentenceStart ? capitalise(variant) : variant, kind: "spelling" } : undefined;
    }
    // A lower-case word the dictionary knows only capitalised: a German noun (unless its place says otherwise).
    // A verb form right after a noun is its verb ('Der Zug fahrt'), not a noun: the agreement rule fixes its form;
    // so is one, or an imperative, that opens a clause after a comma ('Wenn du Zeit hast, ruf mich an').
    const verbByPlace =
      lexicon !== undefined &&
      ((!context.afterDeterminer &&
        isCapitalised(context.prevRaw ?? "") &&
        lexicon.isNoun(context.prevRaw ?? "") &&
        lexicon.finite(word).length > 0) ||
        (context.afterComma === true && (lexicon.isImperative(word) || lexicon.finite(word).length > 0)));
    const smallHere = this.language === "de" && (verbByPlace || smallByPosition(word, context));
    // Known big but small by its place ('ich wünsche', 'ziemlich laut'): a word the dictionary lacks small.
    if (smallHere && !isCapitalised(word) && this.known(capitalise(word))) return undefined;
    // 'recht haben', 'recht geben' may be written small (Duden), and 'recht gut' is an adverb: only after an article
    // (above) is it the noun.
    if (this.language === "de" && word === "recht" && !sentenceStart) return undefined;
    if (!isCapitalised(word) && this.known(capitalise(word))) {
      return { word: capitalise(word), kind: sentenceStart || this.language !== "de" ? "capital" : "noun" };
    }
    // A known English word with an -s it takes otherwise ('gos', 'trys', 'watchs', 'citys' -> goes, tries, watches,
    // cities); where no such form exists it is a noun's wrong plural ('childs', 'tooths', 'informations'), which
    // the grammar pass mends: a spelling suggestion ('childs' -> 'child') would change the meaning.
    const stem = word.replace(/s$/, "");
    if (this.language === "en" && stem !== word && stem.length >= 2 && this.known(stem)) {
      const ies = /[^aeiou]y$/.test(stem) ? [`${stem.slice(0, -1)}ies`] : [];
      const regular = [`${stem}es`, ...ies].find((w) => this.known(w));
      const fixed = regular ?? word;
      if (fixed !== word) return { word: sentenceStart ? capitalise(fixed) : fixed, kind: "spelling" };
      return sentenceStart && !isCapitalised(word) ? { word: capitalise(word), kind: "capital" } : undefined;
    }
    const plainStem = word.replace(/es$/, "");
    if (this.language === "en" && plainStem !== word && plainStem.length >= 3 && this.known(plainStem)) {
      return sentenceStart && !isCapitalised(word) ? { word: capitalise(word), kind: "capital" } : undefined;
    }
    // Unknown capitalised words in English are names; in German they may be misspelt nouns.
    if (isCapitalised(word) && !sentenceStart && this.language === "en") return undefined;
    // A German word with its umlauts or ß left out ('mude', 'Uberweisung', 'draussen').
    if (this.language === "de") {
      for (const variant of umlautVariants(word)) {
        const noun = !isCapitalised(variant) && !this.known(variant) && this.known(capitalise(variant));
        if (this.known(variant) || noun) {
          const fixed = sentenceStart || noun ? capitalise(variant) : variant;
          return { word: fixed, kind: "spelling" };
        }
      }
    }
    // Near misses of a long German word, which the spell checker cannot suggest for compounds.
    if (this.language === "de" && word.length >= 7) {
      // Only words the dictionary or the course has as they are: any string splits into some compound.
      const listed = (w: string) => this.speller.correct(w) || this.inGlossary(w);
      const near = nearMisses(word).find(
        (w) => listed(w) || (!isCapitalised(w) && !smallHere && listed(capitalise(w))),
      );
      if (near) {
        const noun = !isCapitalised(near) && !listed(near);
        return { word: sentenceStart || noun ? capitalise(near) : near, kind: "spelling" };
      }
    }
    const close = this.suggestions(word).filter(
      (s) =>
        !s.startsWith("-") &&
        !s.endsWith("-") &&
        !s.includes(" ") &&
        (s !== s.toLocaleUpperCase() || word === word.toLocaleUpperCase()) &&
        distance(s.toLocaleLowerCase(), word.toLocaleLowerCase()) <= 2,
    );
    // Rank: same first letter, then words the course teaches ("heise" is "heiße" for a learner, not "heiser").
    const first = word.charAt(0).toLocaleLowerCase();
    const rank = (s: string) => (s.charAt(0).toLocaleLowerCase() === first ? 0 : 2) + (this.teaches(s) ? 0 : 1);
    // A German word written big mid-sentence may be a name the dictionary lacks ('Aylin'): only a near miss of the
    // same first letter is taken for a misspelt noun ('Kafee').
    const nameLike = this.language === "de" && isCapitalised(word) && !sentenceStart;
    // An English sentence's capitalised first word may be a name too ('Salzburg is ...'): it is corrected only to a
    // common word ('Yesterdy' -> 'Yesterday') or a day or month, never to another name ('Sandburg').
    const firstName = this.language === "en" && sentenceStart && isCapitalised(word);
    const candidates = nameLike
      ? close.filter((c) => c.charAt(0) === word.charAt(0) && distance(c, word) <= 1)
      : firstName
        ? close.filter((c) => this.speller.correct(c.toLocaleLowerCase()) || CALENDAR_NAMES.test(c))
        : close;
    const suggestion = candidates.map((s, i) => ({ s, key: rank(s) * 100 + i })).sort((a, b) => a.key - b.key)[0]?.s;
    if (!suggestion) return undefined;
    const fixed = sentenceStart ? capitalise(suggestion) : suggestion;
    return fixed === word ? undefined : { word: fixed, kind: "spelling" };
  }

  /**
   * Whether a sentence starts with a question word ('wann', 'von welchem', 'where'). In English a question word
   * followed by its subject opens a clause, not a question: 'When I was young, ...', 'When my father was a boy, ...'.
   */
  private asksWithQuestionWord(firstWords: string[]): boolean {
    if (this.language === "de") return startsWithGermanQuestionWord(firstWords);
    return (
      this.language === "en" &&
      /^(who|what|where|when|why|how|which|whose)$/.test(firstWords[0] ?? "") &&
      // 'When my father was a boy, ...': a subject after it (a pronoun, or a noun phrase's first word).
      !/^(i|you|he|she|it|we|they|my|your|his|her|our|their|the|a|an)$/.test(firstWords[1] ?? "")
    );
  }

  check(text: string): Feedback {
    this.suggestionBudget = SUGGESTION_BUDGET_MS;
    const originalText = text.trim();
    const parts = originalText.split(/(\s+)/);
    const corrections: Correction[] = [];
    const kinds = new Set<Kind>();
    let sentenceStart = true;
    let afterDeterminer = false;
    // Each part's word without its marks, lower-case ('' for spaces and marks), for the words around a word.
    const bareWords = parts.map((part) => WORD.exec(part)?.[2]?.toLocaleLowerCase() ?? "");
    /** The part of the nearest word before (step -1) or after (step 1) a part; -1 at the edge. */
    const wordIndex = (from: number, step: number) => {
      for (let i = from + step; i >= 0 && i < parts.length; i += step) if (bareWords[i]) return i;
      return -1;
    };
    const wordAt = (from: number, step: number) => bareWords[wordIndex(from, step)] ?? "";
    // The words the last sentence starts with (its end mark is the one checked); after a one-word opener
    // ('Entschuldigung, wo ist ...') those after it.
    let lastStart = 0;
    for (let i = parts.length - 1, wordAfter = false; i >= 0 && lastStart === 0; i--) {
      if (wordAfter && /[.!?…]["“”»)]*$/.test(parts[i]!)) lastStart = i + 1;
      wordAfter ||= Boolean(bareWords[i]);
    }
    const opener = /^\s*[\p{L}]+,/u.test(parts.slice(lastStart).join("")) ? 1 : 0;
    const firstWords = bareWords
      .slice(lastStart)
      .filter(Boolean)
      .slice(opener, opener + 2);
    const words = this.words;

    const fixed = parts.map((part, index) => {
      if (/^\s*$/.test(part)) return part;
      const match = WORD.exec(part);
      if (!match) {
        if (/[.!?…]$/.test(part)) sentenceStart = true;
        else if (/\S/.test(part)) sentenceStart = false;
        afterDeterminer = false;
        return part;
      }
      const [, before = "", word = "", after = ""] = match;
      const previous = wordIndex(index, -1);
      const next = wordAt(index, 1);
      const context: WordContext = {
        prev: bareWords[previous] ?? "",
        prevRaw: WORD.exec(parts[previous] ?? "")?.[2],
        afterComma: /,$/.test(parts[previous] ?? ""),
        prev2: wordAt(previous, -1),
        next,
        next2: wordAt(wordIndex(index, 1), 1),
        nextRaw: WORD.exec(parts[index + 2] ?? "")?.[2],
        afterDeterminer,
        endsClause: /[.,!?;:…]/.test(after) || next === "",
        sentenceWords: bareWords,
      };
      // An abbreviation ('Dr.', 'Nr.', 'z.') is not a misspelt word.
      const abbreviation = after.startsWith(".") && word.length <= 3 && index < parts.length - 1;
      const fix = abbreviation ? undefined : this.fixWord(word, sentenceStart, context);
      afterDeterminer = this.language === "de" && continuesNounPhrase(fix?.word ?? word, afterDeterminer, words);
      sentenceStart = /[.!?…]$/.test(after);
      if (/[,;:]$/.test(after)) afterDeterminer = false;
      if (!fix) return part;
      corrections.push({ original: word, corrected: fix.word, category: CATEGORY[fix.kind] });
      kinds.add(fix.kind);
      return before + fix.word + after;
    });

    let correctedText = fixed.join("");
    const grammar = this.grammar?.(correctedText);
    if (grammar) {
      correctedText = grammar.text;
      corrections.push(...grammar.corrections);
    }
    const lastWord = () => correctedText.split(/\s+/).at(-1) ?? "";
    /** The last word's correction gains the mark, or the mark is a correction of its own. */
    const correctLastMark = (original: string, corrected: string) => {
      const previous = corrections.at(-1);
      if (previous && `${previous.corrected}${corrected.slice(-1)}` === corrected) previous.corrected = corrected;
      else corrections.push({ original, corrected, category: "punctuation" });
      kinds.add("punctuation");
    };
    const isQuestion =
      this.language === "de"
        ? isGermanQuestion(firstWords)
        : Boolean(firstWords[0] && QUESTION_WORDS[this.language]?.test(firstWords[0])) &&
          // 'When my father was a boy, ...' opens a clause: its question word is followed by a subject.
          (!/^(who|what|where|when|why|how|which|whose)$/i.test(firstWords[0]!) ||
            this.asksWithQuestionWord(firstWords));
    if (correctedText && !/[.!?…]["“”»)]*$/.test(correctedText)) {
      const last = lastWord();
      const mark = isQuestion ? "?" : ".";
      correctLastMark(last, `${last}${mark}`);
      correctedText += mark;
    } else if (/[^.]\.$/.test(correctedText) && this.asksWithQuestionWord(firstWords)) {
      // A question ended with a full stop: 'Wie spät ist es jetzt.'
      const last = lastWord();
      const asked = `${last.slice(0, -1)}?`;
      const previous = corrections.at(-1);
      if (previous && `${previous.corrected}.` === last) previous.corrected = asked;
      else corrections.push({ original: last, corrected: asked, category: "punctuation" });
      kinds.add("punctuation");
      correctedText = `${correctedText.slice(0, -1)}?`;
    }

    const native = this.nativeLanguage === "de" ? "de" : "en";
    const explain = EXPLAIN[native];
    const hasErrors = corrections.length > 0;
    const reasons = [...[...kinds].map((k) => explain[k]), ...(grammar?.explanations ?? []).map((e) => e[native])];
    return {
      hasErrors,
      originalText,
      correctedText,
      corrections,
      feedbackText: hasErrors ? `${explain.intro} ${reasons.join("; ")}.` : explain.ok,
    };
  }
}

/** The spell checker's time per message for suggestions (see `suggestions`). */
const SUGGESTION_BUDGET_MS = 150;
const ENGLISH_LETTERS = "abcdefghijklmnopqrstuvwxyz";
const GERMAN_LETTERS = `${ENGLISH_LETTERS}äöüß`;

/** Every string one edit from `word`: a letter left out, swapped with the next, replaced or added. */
function oneEditAway(word: string, letters: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      if (tail) out.add(head + letter + tail.slice(1));
      out.add(head + letter + tail);
    }
  }
  out.delete(word);
  return [...out];
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

/** A language's corrector: its speller and, for German, the lexicon, each loaded once and shared. */
export async function loadCorrector(
  language: LanguageCode,
  nativeLanguage: LanguageCode,
  knownWords?: Set<string>,
): Promise<Corrector> {
  const lexicon = language === "de" ? loadGermanLexicon() : undefined;
  // The grammar (English: compromise) loads beside the speller, not after it.
  const [speller, german, grammar] = await Promise.all([
    loadSpeller(language),
    lexicon,
    lexicon ? lexicon.then((l) => loadGrammar(language, l)) : loadGrammar(language, undefined),
  ]);
  return new Corrector(speller, language, nativeLanguage, knownWords, german, grammar);
}
