/**
 * Corrections that need the words around a word, which a spell checker alone cannot make (found with the
 * learner-error sets, learner-errors/): German nouns written small after an article or a number, verbs and
 * adjectives written big, 'heute abend'; English contractions typed without their apostrophe.
 */
import { capitalise, isCapitalised } from "./letters";

export interface WordContext {
  /** The words before and after, lower-case, without marks ('' at the edges). */
  prev: string;
  /** The previous word as written. */
  prevRaw?: string;
  /** Whether a comma follows the previous word (the word opens a clause). */
  afterComma?: boolean;
  /** The word before `prev` (lower-case, '' at the edge). */
  prev2?: string;
  next: string;
  /** The word after `next` (lower-case, '' at the edge). */
  next2?: string;
  /** The next word as written. */
  nextRaw?: string;
  /** Whether an article, a possessive, a number or a contracted preposition comes before (adjectives between). */
  afterDeterminer: boolean;
  /** Whether the word ends its clause (a mark after it, or the text's end): where a separable particle stands. */
  endsClause?: boolean;
  /** The text's words, lower-case: the verbs a particle may belong to. */
  sentenceWords?: string[];
}

export type Fix = { word: string; kind: "noun" | "capital" | "spelling" | "plural" };

// ---- German ------------------------------------------------------------------------------------------

const stems = (list: string, endings: string[]) => list.split(" ").flatMap((s) => endings.map((e) => s + e));
const NUMBERS = new Set(
  "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert viele mehrere einige".split(
    " ",
  ),
);
/** Numbers and quantities a plural noun follows (not 'ein', 'eins'). */
const QUANTITIES = new Set([...NUMBERS, ..."tausend vielen einigen mehreren wenige wenigen beide beiden".split(" ")]);
/** Units that stay singular after a number: 'drei Euro', 'zwei Uhr', 'fünf Kilo'. */
const UNITS = new Set(
  "Euro Cent Dollar Pfund Franken Kilo Gramm Liter Meter Kilometer Zentimeter Millimeter Grad Prozent Stück Mal Uhr Paar Glas Mann Prozentpunkt".split(
    " ",
  ),
);
const DATIVE_PREPOSITIONS = new Set(["mit", "von", "aus", "bei", "nach", "seit", "zu", "gegenüber", "vor", "in"]);
const TWO_WAY_PREPOSITIONS = new Set(["an", "auf", "über", "unter", "neben", "hinter", "zwischen"]);
const DETERMINERS = new Set([
  ..."der die das den dem des zum zur im am ins beim vom pro".split(" "),
  ...stems("ein kein mein dein sein unser euer", ["", "e", "en", "em", "er", "es"]),
  ...stems("dies jed welch manch", ["e", "en", "em", "er", "es"]),
  ..."zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert tausend viele vielen einige mehrere alle".split(
    " ",
  ),
]);
/** Words that follow an article and stay small: 'ein bisschen', 'die meisten', 'der andere'. */
const SMALL_AFTER_ARTICLE = new Set(
  "bisschen paar wenig wenige wenigen meisten meiste beiden beide einzige einzigen andere anderen anderer anderes anderem gleiche gleichen selbe selben eigene eigenen".split(
    " ",
  ),
);
const SUBJECTS = new Set(["ich", "du", "er", "wir", "man"]);
const COPULA = new Set("bin bist ist sind seid war warst waren wird wirst werden".split(" "));
const DEGREE = new Set("sehr zu so ganz ziemlich wirklich echt total wieder zusammen".split(" "));
const CONJUNCTIONS = new Set(["und", "oder", "aber", "dann", "denn", "also"]);
/** Prepositions, conjunctions and adverbs: never written big inside a sentence. */
const SMALL_WORDS = new Set(
  "zu seit mit nach bei von aus für über unter vor hinter neben zwischen durch gegen ohne um und oder aber denn heute gestern jetzt hier dort sehr auch noch schon nur nicht".split(
    " ",
  ),
);
const VERB_FOLLOWERS = new Set(["ich", "du", "er", "wir", "ihr", "man", "es"]);
/** After these, an adjective is written small: 'ist neu', 'sehr schlecht', 'zu schwer'. */
const BEFORE_ADJECTIVE = new Set([...COPULA, ...DEGREE]);
/** Endings of nouns for people, which follow 'ist' or 'bin' as often as adjectives do. */
const PERSON_ENDING = /(in|er|ist|ent|ant|eur|or|ling)$/;
const REFLEXIVE = new Set(["mich", "dich", "sich", "uns", "euch"]);
const LANGUAGES = new Set(
  "deutsch englisch französisch spanisch italienisch türkisch arabisch russisch polnisch portugiesisch chinesisch".split(
    " ",
  ),
);
const SPEAKING = new Set(
  "spreche sprichst spricht sprechen sprecht lerne lernst lernt lernen auf kann kannst können verstehe verstehst versteht".split(
    " ",
  ),
);
const DAYS = new Set(["heute", "gestern", "vorgestern", "morgen", "übermorgen"]);
/** The polite forms, written big anywhere. */
const POLITE = new Set(["Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"]);
/** Small words the dictionary also knows big (at a sentence's start) that are never nouns after an article. */
const NEVER_NOUNS = new Set(
  "bitte danke gern gerne ja nein aber oder oben unten innen außen gegen ohne neben unter über hinter wieder immer nie sehr eine einen einer sie ihre ihren ihnen uns euch diese wenn dann denn wegen heute morgen gestern jetzt schon noch auch nur gleich sofort später bald gerade eben".split(
    " ",
  ),
);
/** Endings of nouns (and of their plurals) that verbs and small words rarely have. */
const NOUN_ENDING =
  /(ung|heit|keit|schaft|tion|tät|ment|nis|chen|lein|ling|ismus|ei|en|e|er|eln|ern|zeit|land|haus|stück|platz|zug|tag|bahn|weg|raum|arzt|geld|rad)$/;
const TIMES_OF_DAY = new Set(["abend", "morgen", "mittag", "nachmittag", "vormittag", "nacht", "früh"]);

export interface GermanWords {
  /** Whether the dictionary (or the course) knows the word exactly as written. */
  known(word: string): boolean;
  /** Whether a word as written is a noun of the lexicon ('Weihnachten', 'Zeit'); undefined without a lexicon. */
  isNoun?(word: string): boolean;
  /**
   * Whether a small word is a verb form that `subject` takes ('habe' after 'ich', 'treffen' after 'wir'); undefined
   * without a lexicon. 'ich Zeit', 'weil ich Halsschmerzen' have none: the word is a noun there.
   */
  verbOf?(word: string, subject: string): boolean;
  /** A singular noun's plural, nominative and dative (lexicon); undefined where unsure or without a lexicon. */
  pluralOf?(word: string): { nominative: string; dative: string } | undefined;
}

/** The present-tense persons each subject pronoun takes. */
const PERSON_OF: Record<string, string[]> = {
  ich: ["1S"],
  du: ["2S"],
  er: ["3S"],
  man: ["3S"],
  es: ["3S"],
  wir: ["1P"],
  ihr: ["2P"],
  sie: ["3S", "3P"],
};

/** Whether a verb form's persons include the one its subject pronoun needs. */
export function agreesWith(persons: string[], subject: string): boolean {
  const wanted = PERSON_OF[subject];
  return wanted !== undefined && persons.some((p) => wanted.includes(p));
}

/** An adjective between an article and its noun: 'nächste', 'kleinen' (its stem is a known small word). */
export function isGermanAdjective(word: string, words: GermanWords): boolean {
  if (isCapitalised(word) || !/(e|en|em|er|es)$/.test(word)) return false;
  const stem = word.replace(/(em|en|er|es|e)$/, "");
  // The stem declines as an adjective does ('klein' -> 'kleiner'); 'ess' of 'essen' does not.
  return stem.length >= 2 && words.known(stem) && (words.known(`${stem}er`) || words.known(`${stem}es`));
}

export function germanFix(word: string, context: WordContext, words: GermanWords): Fix | undefined {
  const lower = word.toLocaleLowerCase();
  // 'heute abend' -> 'heute Abend' (but 'morgen früh' stays small).
  if (DAYS.has(context.prev) && TIMES_OF_DAY.has(lower) && lower !== "früh" && !isCapitalised(word)) {
    return { word: capitalise(word), kind: "noun" };
  }
  if (word === "Morgen" && context.next === "früh") return { word: lower, kind: "capital" };
  // A language after speaking or learning it: 'spreche englisch', 'auf deutsch'.
  if (!isCapitalised(word) && LANGUAGES.has(lower) && SPEAKING.has(context.prev)) {
    return { word: capitalise(word), kind: "noun" };
  }
  // 'Herr' and 'Frau' before a name.
  if (!isCapitalised(word) && /^(herr|herrn|frau)$/.test(lower) && /^\p{Lu}/u.test(context.nextRaw ?? "")) {
    return { word: capitalise(word), kind: "noun" };
  }
  // A person's noun after 'ist' or 'bin': 'ich bin lehrerin'.
  const personNoun = lower.length >= 5 && !DETERMINERS.has(lower) && /(in|ist|ent|ant|eur)$/.test(lower);
  // ('ist klein' is an adjective: it declines, 'kleine'.)
  if (!isCapitalised(word) && COPULA.has(context.prev) && personNoun && !words.known(`${lower}e`)) {
    if (words.known(capitalise(word)) && !isGermanAdjective(word, words))
      return { word: capitalise(word), kind: "noun" };
  }
  // A noun after a number or a quantity is plural: 'zwei Stunde' -> 'zwei Stunden', 'mit zwei Kind' -> 'mit zwei
  // Kindern'. Units stay singular ('drei Euro', 'zwei Uhr'); after a preposition that may take either case the
  // plural is left alone where the two differ.
  const plural =
    isCapitalised(word) &&
    (QUANTITIES.has(context.prev) || (context.prev === "paar" && context.prev2 === "ein")) &&
    !UNITS.has(word)
      ? words.pluralOf?.(word)
      : undefined;
  if (plural) {
    const prep = context.prev === "paar" ? "" : (context.prev2 ?? "");
    const dative = DATIVE_PREPOSITIONS.has(prep);
    if (!(TWO_WAY_PREPOSITIONS.has(prep) && plural.dative !== plural.nominative)) {
      return { word: dative ? plural.dative : plural.nominative, kind: "plural" };
    }
  }
  // A plural after a number keeps its umlaut: 'drei Apfel' -> 'drei Äpfel'.
  if (isCapitalised(word) && NUMBERS.has(context.prev) && !/(e|en|n|s|er)$/.test(lower)) {
    const plural = umlautVariants(word).find((v) => /^\p{Lu}/u.test(v) && !v.includes("ß") && words.known(v));
    if (plural) return { word: plural, kind: "spelling" };
  }
  if (lower === "hause" && (context.prev === "nach" || context.prev === "zu")) {
    return word === "Hause" ? undefined : { word: "Hause", kind: "noun" };
  }
  if (!isCapitalised(word)) {
    // A noun after its article or number: 'keine zeit', 'dem essen', 'fünf jahre'. The dictionary knows every
    // small word big too (at a sentence's start), and some nouns small: a word is taken for a noun when it is not
    // known small, or ends like a noun.
    if (
      context.afterDeterminer &&
      !SMALL_AFTER_ARTICLE.has(lower) &&
      !NEVER_NOUNS.has(lower) &&
      !QUANTITIES.has(lower) &&
      (!words.known(word) || (NOUN_ENDING.test(lower) && !/te$/.test(lower))) &&
      !isGermanAdjective(word, words) &&
      words.known(capitalise(word)) &&
      // A verb before its subject ends the phrase: 'Am liebsten esse ich' (not the noun 'Esse').
      !(PRONOUNS.has(context.next) && words.verbOf?.(lower, context.next))
    ) {
      return { word: capitalise(word), kind: "noun" };
    }
    return undefined;
  }
  if (POLITE.has(word)) return undefined;
  // A verb written big after its subject: 'wir Treffen uns', 'ich Habe' (not a noun there: 'wenn ich Zeit habe').
  if (SUBJECTS.has(context.prev) && /(e|st|t|en|n)$/.test(lower) && (words.verbOf?.(lower, context.prev) ?? true)) {
    return { word: lower, kind: "capital" };
  }
  // A small word written big mid-sentence: 'nachts Zu laut', 'Seit gestern', 'Ihnen Heute'.
  if (SMALL_WORDS.has(lower)) return { word: lower, kind: "capital" };
  // An adjective written big between its article and its noun: 'der Nächste Bus' (not in names such as 'die
  // Deutsche Bahn', whose adjectives of place end in -sch).
  const nameAdjective = /sch(e|en|em|er|es)$/.test(lower);
  if (
    context.afterDeterminer &&
    /^\p{Lu}/u.test(context.nextRaw ?? "") &&
    !nameAdjective &&
    isGermanAdjective(lower, words)
  ) {
    return { word: lower, kind: "capital" };
  }
  // A verb written big before its subject, after 'oder', 'und': 'oder Zeichnest du lieber'.
  if (CONJUNCTIONS.has(context.prev) && VERB_FOLLOWERS.has(context.next) && /(e|st|t|en|n)$/.test(lower)) {
    return { word: lower, kind: "capital" };
  }
  // An adjective written big: 'ist Neu', 'sehr Schlecht', 'etwas Langsamer' (but 'etwas Neues', and not a noun
  // after 'zu': 'zu Weihnachten').
  if (BEFORE_ADJECTIVE.has(context.prev) && words.known(lower) && !words.isNoun?.(word)) {
    return { word: lower, kind: "capital" };
  }
  if (context.prev === "etwas" && /er$/.test(lower) && words.known(lower)) return { word: lower, kind: "capital" };
  // A participle or verb written big after 'mich', 'sich': 'habe mich Verwählt', 'hat sich Geändert'.
  if (REFLEXIVE.has(context.prev) && /(t|en)$/.test(lower) && !context.afterDeterminer) {
    return { word: lower, kind: "capital" };
  }
  // 'Ihn' is never the polite form.
  if (word === "Ihn") return { word: "ihn", kind: "capital" };
  return undefined;
}

/**
 * Where a small word is not a noun even if the dictionary knows it only big: after its subject it is a verb
 * ('ich wünsche'), after 'ist' or 'sehr' an adjective ('ziemlich laut').
 */
export function smallByPosition(word: string, context: WordContext): boolean {
  if (SUBJECTS.has(context.prev) || context.prev === "sie" || context.prev === "bitte") return true;
  if (DEGREE.has(context.prev)) return true;
  // After 'ist': an adjective, unless it ends like a person's noun ('ist ärztin', 'bin vegetarier').
  return COPULA.has(context.prev) && !PERSON_ENDING.test(word);
}

/** The word whose following words are read as its noun phrase: after an article, through its adjectives. */
export function continuesNounPhrase(word: string, wasAfterDeterminer: boolean, words: GermanWords): boolean {
  const lower = word.toLocaleLowerCase();
  if (DETERMINERS.has(lower)) return true;
  return wasAfterDeterminer && isGermanAdjective(word, words);
}

/** Variants of an unknown German word with the umlauts or ß a learner left out: 'mude' -> 'müde'. */
export function umlautVariants(word: string): string[] {
  const swaps: [RegExp, string][] = [
    [/a/g, "ä"],
    [/o/g, "ö"],
    [/u/g, "ü"],
    [/A/g, "Ä"],
    [/O/g, "Ö"],
    [/U/g, "Ü"],
    [/ss/g, "ß"],
  ];
  const out = new Set<string>();
  const once = (w: string) =>
    swaps.flatMap(([pattern, replacement]) =>
      [...w.matchAll(pattern)].map((m) => w.slice(0, m.index) + replacement + w.slice(m.index + m[0].length)),
    );
  for (const a of once(word)) {
    out.add(a);
    for (const b of once(a)) out.add(b);
  }
  out.delete(word);
  return [...out];
}

/**
 * Words one slip away that a learner types more often than the spell checker suggests them, for long compounds it
 * cannot split: a letter dropped or doubled ('Flughaffen', 'Schwimbad'), two letters swapped, a left-out 'h' or 'e'
 * ('gestolen', 'Widersehen').
 */
export function nearMisses(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i + 1) + word[i] + word.slice(i + 1));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 1; i <= word.length; i++) {
    for (const letter of ["h", "e", "r", "t", "n"]) out.add(word.slice(0, i) + letter + word.slice(i));
  }
  out.delete(word);
  return [...out].filter((w) => w.length >= 3);
}

/** German questions without their question mark: 'wann kommt der Bus', 'muss ich umsteigen', 'von welchem Gleis'. */
const W_WORDS = /^(wer|wie|was|wo|wann|warum|wieso|weshalb|woher|wohin|wem|wen|wessen|welche[rsmn]?)$/;
const PRONOUNS = new Set(["ich", "du", "er", "sie", "es", "wir", "ihr", "man"]);
const PREPOSITIONS = new Set(["von", "mit", "bei", "zu", "in", "an", "auf", "für", "um", "bis", "aus", "nach", "seit"]);

/** Verbs that open a yes/no question: 'ist der Kaffee frisch', 'kann ich ...'. */
const QUESTION_VERBS =
  /^(ist|sind|bist|hast|hat|haben|habt|kann|kannst|können|könnt|darf|darfst|dürfen|muss|musst|müssen|soll|sollen|will|willst|wollen|möchten|möchtest|gibt|geht|kommt|fährt|gibst|weißt|wissen)$/;

export function isGermanQuestion(firstWords: string[]): boolean {
  const [a = "", b = ""] = firstWords.map((w) => w.toLocaleLowerCase());
  if (W_WORDS.test(a) || QUESTION_VERBS.test(a)) return true;
  if (PREPOSITIONS.has(a) && W_WORDS.test(b)) return true;
  // The verb first, then its subject: 'hast du Lust', 'trinken Sie lieber Tee'.
  return a !== "bitte" && /(e|st|t|en|n)$/.test(a) && PRONOUNS.has(b);
}

export function startsWithGermanQuestionWord(firstWords: string[]): boolean {
  const [a = "", b = ""] = firstWords.map((w) => w.toLocaleLowerCase());
  return W_WORDS.test(a) || (PREPOSITIONS.has(a) && W_WORDS.test(b));
}

// ---- English -----------------------------------------------------------------------------------------

const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  hadnt: "hadn't",
  wont: "won't",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  theyre: "they're",
  whats: "what's",
  thats: "that's",
  theres: "there's",
  hes: "he's",
  shes: "she's",
};
/** After 'its' these mean 'it is': 'its urgent', 'its pouring'. */
const AFTER_IT_IS = new Set(
  "a an not very so too really quite been going ok okay fine late early urgent cold hot warm nice great good important possible true fun easy hard difficult expensive cheap free closed open".split(
    " ",
  ),
);
const AFTER_I_WOULD = new Set(["like", "love", "rather", "prefer", "better", "be"]);
const EN_SUBJECTS = new Set(["i", "you", "we", "they", "he", "she", "it"]);

export function englishFix(word: string, context: WordContext, sentenceStart: boolean, known: (w: string) => boolean) {
  const lower = word.toLocaleLowerCase();
  const keepCase = (fixed: string) => (isCapitalised(word) || sentenceStart ? capitalise(fixed) : fixed);
  const contraction = CONTRACTIONS[lower];
  if (contraction) return { word: keepCase(contraction), kind: "spelling" as const };
  if (lower === "lets" && sentenceStart) return { word: keepCase("let's"), kind: "spelling" as const };
  if (lower === "id" && AFTER_I_WOULD.has(context.next)) return { word: "I'd", kind: "spelling" as const };
  if (lower === "its" && (AFTER_IT_IS.has(context.next) || context.next.endsWith("ing"))) {
    return { word: keepCase("it's"), kind: "spelling" as const };
  }
  // A verb or adjective written big after its subject: 'I Love', 'it is Very'.
  if (!sentenceStart && isCapitalised(word) && word !== "I" && EN_SUBJECTS.has(context.prev) && known(lower)) {
    return { word: lower, kind: "capital" as const };
  }
  return undefined;
}
