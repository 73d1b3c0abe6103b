import {
  AUXILIARIES,
  CONTRACTIONS,
  EVERYDAY_PREPOSITIONS,
  MODALS,
  NUMBER_WORDS,
  OPENING_ADVERBS,
  SUBORDINATORS,
  SUBORDINATORS_OR_NOT,
  wordList as words,
} from "./words";

/** Word classes as the German word-order rules read a clause, derived from the shared ones where they overlap. */

/**
 * The subordinators the word-order rules read: the everyday ones, 'seitdem', and those that are prepositions or
 * adverbs too but 'da' (the rarer 'ehe', 'indem', 'obgleich', 'solange', 'sodass' are left).
 */
export const CLAUSE_SUBORDINATORS = new Set(
  [...SUBORDINATORS, ...SUBORDINATORS_OR_NOT].filter((w) => !words("da ehe indem obgleich solange sodass").includes(w)),
);

/** Words that make a question word a phrase of two: 'wie lange', 'wie viel'. */
export const QUESTION_WORD_COMPLEMENTS = new Set(words("lange viel viele oft spät alt weit teuer groß schnell"));

/** Verbs whose object can be an indirect question: 'Weißt du, wann ...', 'Kannst du mir sagen, wo ...'. */
export const ASKING_VERBS = new Set(
  words(
    "wissen fragen sagen erklären zeigen verstehen erzählen vergessen überlegen entscheiden herausfinden nachsehen",
  ),
);

/** Adverbs that can open a main clause and then take the verb second (not focus particles: 'Auch ich ...'). */
export const FRONTING_ADVERBS = new Set([
  ...OPENING_ADVERBS,
  ...words("meistens normalerweise schließlich anschließend inzwischen übrigens eigentlich"),
]);

/** Times of day after an adverb of time: 'morgen früh', 'heute Abend'. */
export const TIMES_OF_DAY = new Set(words("früh morgen vormittag mittag nachmittag abend nacht"));

/** The prepositions a fronted phrase opens with ('außer' and 'gegenüber' are left: 'gegenüber' may follow its noun). */
export const PREPOSITIONS = new Set([...EVERYDAY_PREPOSITIONS].filter((p) => p !== "außer" && p !== "gegenüber"));

/** A preposition and an article in one word: its noun phrase has no article of its own ('zum Geburtstag'). */
export const CONTRACTED_PREPOSITIONS = new Set(Object.keys(CONTRACTIONS));

/** Numbers that open a noun phrase or follow a preposition ('acht Uhr', 'um halb acht'). */
export const NUMBERS = new Set([...NUMBER_WORDS, "halb"]);

/** Auxiliaries and modals: the finite verb of a verb group whose other verbs (infinitive, participle) end it. */
export const AUXILIARIES_AND_MODALS = new Set([...AUXILIARIES, ...MODALS]);
