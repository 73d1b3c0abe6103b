import type { Case, Person } from "../../lexicon-de";
import type { Slot } from "./noun-gender";

/**
 * The closed word classes of German the grammar rules read a sentence by: pronouns (with person and case),
 * prepositions (with the case they govern and their contractions), conjunctions, question words, auxiliaries and
 * modals, number words, adverbs that open a clause, countries named with their article. A rule that needs a narrower
 * or wider set derives it from these, under a name that says why.
 */

/** The words of a list written as one string. */
export const wordList = (list: string) => list.split(/\s+/).filter(Boolean);
const words = wordList;

// Pronouns.

/** Personal pronouns: the person and the form in each case ('sie' twice: she and they). */
export const PERSONAL_PRONOUNS: readonly { person: Person; NOM: string; AKK: string; DAT: string }[] = [
  { person: "1S", NOM: "ich", AKK: "mich", DAT: "mir" },
  { person: "2S", NOM: "du", AKK: "dich", DAT: "dir" },
  { person: "3S", NOM: "er", AKK: "ihn", DAT: "ihm" },
  { person: "3S", NOM: "sie", AKK: "sie", DAT: "ihr" },
  { person: "3S", NOM: "es", AKK: "es", DAT: "ihm" },
  { person: "1P", NOM: "wir", AKK: "uns", DAT: "uns" },
  { person: "2P", NOM: "ihr", AKK: "euch", DAT: "euch" },
  { person: "3P", NOM: "sie", AKK: "sie", DAT: "ihnen" },
];

/** Subject pronouns and the persons their verb takes ('sie': she or they; 'man', a subject only: 3rd singular). */
export const SUBJECT_PRONOUNS: Record<string, Person[]> = {};
for (const { NOM, person } of PERSONAL_PRONOUNS) SUBJECT_PRONOUNS[NOM] = [...(SUBJECT_PRONOUNS[NOM] ?? []), person];
SUBJECT_PRONOUNS.man = ["3S"];

const isSubjectForm = (form: string) => form in SUBJECT_PRONOUNS;
const formsIn = (kase: "AKK" | "DAT") => PERSONAL_PRONOUNS.map((p) => p[kase]);

/** Accusative pronouns that are no subject as well ('mich', 'uns'; not 'sie', 'es'). */
export const ACCUSATIVE_PRONOUNS = new Set(formsIn("AKK").filter((form) => !isSubjectForm(form)));
/** Dative pronouns that are no subject as well ('mir', 'ihnen'; not 'ihr'). */
export const DATIVE_PRONOUNS = new Set(formsIn("DAT").filter((form) => !isSubjectForm(form)));
/** Subject pronouns that are no object form too: a subject for sure ('ich', 'man'; not 'sie', 'es', 'ihr'). */
export const NOMINATIVE_ONLY_PRONOUNS = new Set(
  Object.keys(SUBJECT_PRONOUNS).filter((w) => !formsIn("AKK").includes(w) && !formsIn("DAT").includes(w)),
);
/** Whether a pronoun may be an accusative ('sie', 'es', 'mich'). */
export const mayBeAccusative = (form: string) => formsIn("AKK").includes(form);

// Prepositions.

/** Prepositions and the case they govern; 'two-way': the accusative for a direction, the dative for a place. */
export const PREPOSITION_CASE: Record<string, Case | "two-way"> = {
  ...Object.fromEntries(words("für durch gegen ohne um bis pro je").map((p) => [p, "AKK"])),
  ...Object.fromEntries(words("mit bei von zu aus nach seit gegenüber außer ab").map((p) => [p, "DAT"])),
  ...Object.fromEntries(words("an auf in über unter vor hinter neben zwischen").map((p) => [p, "two-way"])),
  ...Object.fromEntries(words("während wegen trotz statt anstatt innerhalb außerhalb entlang").map((p) => [p, "GEN"])),
};
export const PREPOSITIONS = new Set(Object.keys(PREPOSITION_CASE));
/** Prepositions rarer in learners' texts, and 'pro', 'je', which are other words too ('je ... desto'). */
const RARE_PREPOSITIONS = new Set(words("statt anstatt innerhalb außerhalb entlang pro je"));
/** The prepositions of everyday speech: what the agreement, word-order and collocation rules read as one. */
export const EVERYDAY_PREPOSITIONS = new Set([...PREPOSITIONS].filter((p) => !RARE_PREPOSITIONS.has(p)));

/** A preposition and an article said as one word: its preposition and article ('zum' = zu dem). */
export const CONTRACTIONS: Record<string, { preposition: string; article: string }> = {
  am: { preposition: "an", article: "dem" },
  ans: { preposition: "an", article: "das" },
  aufs: { preposition: "auf", article: "das" },
  beim: { preposition: "bei", article: "dem" },
  im: { preposition: "in", article: "dem" },
  ins: { preposition: "in", article: "das" },
  vom: { preposition: "von", article: "dem" },
  zum: { preposition: "zu", article: "dem" },
  zur: { preposition: "zu", article: "der" },
};
/** The everyday prepositions as written, contracted ones too ('beim Arzt'): a preposition's phrase follows. */
export const PREPOSITIONS_OR_CONTRACTIONS = new Set([...EVERYDAY_PREPOSITIONS, ...Object.keys(CONTRACTIONS)]);
/** The contraction of a preposition and an article ('zu dem' -> 'zum'), or undefined. */
export const contractionOf = (preposition: string, article: string): string | undefined =>
  Object.entries(CONTRACTIONS).find(([, c]) => c.preposition === preposition && c.article === article)?.[0];

// Conjunctions and question words.

/** Coordinating conjunctions: they join clauses and stand before them (position zero, no verb second). */
export const COORDINATORS = new Set(words("und aber oder denn sondern"));

/** The everyday subordinators, which are nothing else: their clause's finite verb stands last. */
export const EVERYDAY_SUBORDINATORS = new Set(words("weil dass wenn ob obwohl bevor nachdem sobald falls"));
/** Words that open a subordinate clause ('seitdem' is an adverb too: the word-order rules read it as one). */
export const SUBORDINATORS = new Set([
  ...EVERYDAY_SUBORDINATORS,
  ...words("seitdem ehe indem obgleich solange sodass"),
]);
/** Subordinators that are prepositions or adverbs too ('seit zwei Wochen', 'Damit habe ich kein Problem', 'da'). */
export const SUBORDINATORS_OR_NOT = new Set(words("als bis da damit seit während"));

/** Question words that stand alone before the verb ('Wo wohnst du?') or open an indirect question. */
export const QUESTION_WORDS = new Set(words("wo wie was wann warum wieso weshalb woher wohin wer"));
/** Question words in an object case or before a noun ('wen', 'wem', 'welchen Bus'). */
export const CASED_QUESTION_WORDS = new Set(words("wen wem welche welcher welches welchen welchem"));

/** Relative pronouns: they open a clause whose finite verb stands last ('der Mann, den ich kenne'). */
export const RELATIVE_PRONOUNS = new Set(
  words("der die das dem den denen deren dessen welcher welche welches welchem welchen"),
);

// Verbs.

/** Auxiliaries of the perfect, passive and future: the finite verb before a participle or infinitive. */
export const AUXILIARIES = new Set(words("haben sein werden"));
/** Modal verbs: the finite verb before an infinitive ('ich muss arbeiten'). */
export const MODALS = new Set(words("können müssen wollen sollen dürfen mögen möchten"));

// Numbers and adverbs.

/** Number words up to a hundred that learners write in words ('zwei Kinder'). */
export const NUMBER_WORDS = new Set(
  words("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig hundert"),
);
/** Words that make the noun after them plural ('zwei Kinder', 'viele Leute', 'die beiden Kinder'). */
export const QUANTIFIERS = new Set([...NUMBER_WORDS, ...words("viele einige mehrere wenige beide beiden alle manche")]);

/** Adverbs of time, frequency, place and comment that may open a main clause, the verb after them ('Heute sind wir'). */
export const OPENING_ADVERBS = new Set(
  words(`heute morgen gestern übermorgen vorgestern jetzt dann danach später bald früher zuerst endlich manchmal oft
  immer nie selten leider deshalb deswegen darum trotzdem außerdem vielleicht natürlich hoffentlich sonst hier dort
  abends morgens mittags nachmittags sonntags montags plötzlich wahrscheinlich`),
);

// Places.

/** Countries named with their article ('aus der Türkei', 'in die USA'), and its gender (PL: plural). */
export const ARTICLE_COUNTRIES: Record<string, Slot> = {
  Türkei: "F",
  Schweiz: "F",
  Slowakei: "F",
  Ukraine: "F",
  Mongolei: "F",
  Tschechei: "F",
  USA: "PL",
  Niederlande: "PL",
  Philippinen: "PL",
  Iran: "M",
  Irak: "M",
  Libanon: "M",
  Sudan: "M",
  Jemen: "M",
  Kongo: "M",
  Senegal: "M",
};
