import type { Person } from "../../lexicon-de";

/** Closed word classes the German word-order rules read a clause by. */

/** Subject pronouns and the persons their verb takes ('sie': she or they; 'Sie' mid-sentence: polite you). */
export const SUBJECT_PRONOUNS: Record<string, Person[]> = {
  ich: ["1S"],
  du: ["2S"],
  er: ["3S"],
  sie: ["3S", "3P"],
  es: ["3S"],
  man: ["3S"],
  wir: ["1P"],
  ihr: ["2P"],
};

/** Conjunctions that open a subordinate clause (its finite verb goes last). */
export const SUBORDINATORS = new Set([
  "weil",
  "dass",
  "wenn",
  "ob",
  "als",
  "obwohl",
  "bevor",
  "nachdem",
  "damit",
  "während",
  "bis",
  "seit",
  "seitdem",
  "sobald",
  "falls",
]);

/**
 * Subordinators that are unambiguous right after them: 'damit', 'bis', 'seit', 'während' and 'als' are also
 * adverbs or prepositions ('Damit habe ich kein Problem', 'Seit Montag ...'), so a verb after them may be right.
 */
export const PURE_SUBORDINATORS = new Set([
  "weil",
  "dass",
  "wenn",
  "ob",
  "obwohl",
  "bevor",
  "nachdem",
  "sobald",
  "falls",
]);

/** Question words that open an indirect question after a verb of knowing or asking ('Ich weiß nicht, wann ...'). */
export const QUESTION_WORDS = new Set([
  "wann",
  "wo",
  "wie",
  "was",
  "warum",
  "wer",
  "wohin",
  "woher",
  "weshalb",
  "wieso",
]);

/** Words that make a question word a phrase of two: 'wie lange', 'wie viel'. */
export const QUESTION_WORD_COMPLEMENTS = new Set([
  "lange",
  "viel",
  "viele",
  "oft",
  "spät",
  "alt",
  "weit",
  "teuer",
  "groß",
  "schnell",
]);

/** Verbs whose object can be an indirect question: 'Weißt du, wann ...', 'Kannst du mir sagen, wo ...'. */
export const ASKING_VERBS = new Set([
  "wissen",
  "fragen",
  "sagen",
  "erklären",
  "zeigen",
  "verstehen",
  "erzählen",
  "vergessen",
  "überlegen",
  "entscheiden",
  "herausfinden",
  "nachsehen",
]);

/** Coordinating conjunctions: they stand before the clause (position zero) and do not count for verb second. */
export const COORDINATORS = new Set(["und", "aber", "oder", "denn", "sondern"]);

/** Adverbs that can open a main clause and then take the verb second (not focus particles: 'Auch ich ...'). */
export const FRONTING_ADVERBS = new Set([
  "morgen",
  "heute",
  "gestern",
  "übermorgen",
  "vorgestern",
  "jetzt",
  "dann",
  "danach",
  "später",
  "bald",
  "früher",
  "zuerst",
  "endlich",
  "manchmal",
  "oft",
  "immer",
  "nie",
  "selten",
  "meistens",
  "normalerweise",
  "leider",
  "deshalb",
  "deswegen",
  "darum",
  "trotzdem",
  "außerdem",
  "vielleicht",
  "natürlich",
  "hoffentlich",
  "sonst",
  "hier",
  "dort",
  "abends",
  "morgens",
  "mittags",
  "nachmittags",
  "sonntags",
  "montags",
  "plötzlich",
  "schließlich",
  "anschließend",
  "inzwischen",
  "gestern",
  "übrigens",
  "eigentlich",
  "wahrscheinlich",
]);

/** Times of day after an adverb of time: 'morgen früh', 'heute Abend'. */
export const TIMES_OF_DAY = new Set(["früh", "morgen", "vormittag", "mittag", "nachmittag", "abend", "nacht"]);

export const PREPOSITIONS = new Set([
  "in",
  "an",
  "auf",
  "aus",
  "bei",
  "mit",
  "nach",
  "seit",
  "von",
  "zu",
  "vor",
  "hinter",
  "über",
  "unter",
  "neben",
  "zwischen",
  "durch",
  "für",
  "gegen",
  "ohne",
  "um",
  "bis",
  "ab",
  "wegen",
  "während",
  "trotz",
]);

/** A preposition and an article in one word: its noun phrase has no article of its own ('zum Geburtstag'). */
export const CONTRACTED_PREPOSITIONS = new Set(["am", "im", "zum", "zur", "beim", "vom", "ins", "ans", "aufs"]);

export const NUMBERS = new Set([
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "zwanzig",
  "dreißig",
  "hundert",
  "halb",
]);

/** Separable verbs' particles: a subordinate clause that ends in one has a verb to join, not to move. */
export { SEPARABLE_PARTICLES as PARTICLES } from "../../lexicon-de";

/** Auxiliaries and modals: the finite verb of a verb group whose other verbs (infinitive, participle) end it. */
export const AUXILIARIES = new Set([
  "haben",
  "sein",
  "werden",
  "können",
  "müssen",
  "wollen",
  "sollen",
  "dürfen",
  "mögen",
  "möchten",
]);

/** Article-like words ('meine', 'einen'): some are verb forms too ('meine' of meinen), never the finite verb here. */
export const DETERMINER =
  /^(d(er|ie|as|en|em|es)|(k?ein|mein|dein|sein|ihr|unser|eue?r|dies|jed|jen|welch|manch|solch)(e|en|em|er|es)?|alle[nmrs]?)$/;
