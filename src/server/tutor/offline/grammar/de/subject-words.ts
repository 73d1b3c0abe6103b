import type { Person } from "../../lexicon-de";

/**
 * Closed word classes the subject and agreement rules read a German clause by: determiners with the genders and
 * cases each form can be, subject pronouns, prepositions, conjunctions and the words that open a clause.
 */

/** A determiner slot: gender (P for plural) and case, as 'MNOM', 'PDAT'. */
export type Slot = `${"M" | "F" | "N" | "P"}${"NOM" | "AKK" | "DAT" | "GEN"}`;

const split = (list: string): Slot[] => list.split(" ") as Slot[];
/** Endings of 'ein', 'mein', 'kein' ...: '' is masculine nominative or neuter nominative/accusative. */
const EIN_ENDINGS: Record<string, Slot[]> = {
  "": split("MNOM NNOM NAKK"),
  e: split("FNOM FAKK PNOM PAKK"),
  en: split("MAKK PDAT"),
  em: split("MDAT NDAT"),
  er: split("FDAT FGEN PGEN"),
  es: split("MGEN NGEN"),
};
/** Endings of 'dieser', 'jeder', 'welcher'. */
const DER_ENDINGS: Record<string, Slot[]> = {
  er: split("MNOM FDAT FGEN PGEN"),
  e: split("FNOM FAKK PNOM PAKK"),
  es: split("NNOM NAKK MGEN NGEN"),
  en: split("MAKK PDAT"),
  em: split("MDAT NDAT"),
};

const ARTICLES: Record<string, Slot[]> = {
  der: split("MNOM FDAT FGEN PGEN"),
  die: split("FNOM FAKK PNOM PAKK"),
  das: split("NNOM NAKK"),
  den: split("MAKK PDAT"),
  dem: split("MDAT NDAT"),
  des: split("MGEN NGEN"),
};

/** Articles of the 'ein' kind: they say less about the noun than 'der' ('eine Party' may be an object). */
const INDEFINITE = new Set(["ein", "kein"]);

const DETERMINERS = new Map<string, { slots: Slot[]; indefinite: boolean }>();
for (const [form, slots] of Object.entries(ARTICLES)) DETERMINERS.set(form, { slots, indefinite: false });
for (const stem of ["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer"]) {
  for (const [ending, slots] of Object.entries(EIN_ENDINGS)) {
    // 'ein' has no plural; 'euer' loses its e before an ending ('eure').
    const own = stem === "ein" ? slots.filter((s) => !s.startsWith("P")) : slots;
    const form = stem === "euer" && ending ? `eur${ending}` : stem + ending;
    DETERMINERS.set(form, { slots: own, indefinite: INDEFINITE.has(stem) });
  }
}
for (const stem of ["dies", "jed", "jen", "welch"]) {
  for (const [ending, slots] of Object.entries(DER_ENDINGS)) {
    const own = stem === "jed" ? slots.filter((s) => !s.startsWith("P")) : slots;
    DETERMINERS.set(stem + ending, { slots: own, indefinite: false });
  }
}

/** The genders and cases a determiner form can be, or undefined when the word is none. */
export function determiner(lower: string): { slots: Slot[]; indefinite: boolean } | undefined {
  return DETERMINERS.get(lower);
}

/** Words that make the noun after them plural ('zwei Kinder', 'viele Leute', 'die beiden Kinder'). */
export const QUANTIFIERS = new Set(
  "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig hundert viele einige mehrere wenige beide beiden alle manche".split(
    " ",
  ),
);

export interface PronounSubject {
  /** The persons a verb may take with this subject ('sie': she or they; 'es' also 'es sind meine Kinder'). */
  persons: Person[];
  /** The person its verb is put in where none fits; none where that is not clear ('sie': 3S or 3P). */
  target?: Person;
}

export const SUBJECT_PRONOUNS: Record<string, PronounSubject> = {
  ich: { persons: ["1S"], target: "1S" },
  du: { persons: ["2S"], target: "2S" },
  er: { persons: ["3S"], target: "3S" },
  es: { persons: ["3S", "3P"], target: "3S" },
  man: { persons: ["3S"], target: "3S" },
  wir: { persons: ["1P"], target: "1P" },
  ihr: { persons: ["2P"], target: "2P" },
  sie: { persons: ["3S", "3P"] },
};

/** Pronouns that may be a subject, with the persons they take: what makes another word's subject unsure. */
export const NOMINATIVE_PRONOUNS: Record<string, Person[]> = {
  ...Object.fromEntries(Object.entries(SUBJECT_PRONOUNS).map(([w, p]) => [w, p.persons])),
  ...Object.fromEntries(
    "das dies dieses alles nichts etwas jemand niemand einer keiner wer was jeder".split(" ").map((w) => [w, ["3S"]]),
  ),
  alle: ["3P"],
  beide: ["3P"],
};

export const PREPOSITIONS = new Set(
  "ab an auf aus außer bei bis durch für gegen gegenüber hinter in mit nach neben ohne seit trotz über um unter von vor während wegen zu zwischen am ans aufs beim im ins vom zum zur".split(
    " ",
  ),
);

export const COORDINATORS = new Set(["und", "aber", "oder", "denn", "sondern"]);

/** Words that open a subordinate clause, whose finite verb stands at its end. */
export const SUBORDINATORS = new Set(
  "bevor dass ehe falls indem nachdem ob obwohl obgleich seitdem sobald solange sodass weil wenn".split(" "),
);
/** Subordinators that are prepositions or adverbs too ('seit zwei Wochen'): a clause only when a comma closes it. */
export const SUBORDINATORS_OR_NOT = new Set("als bis da damit seit während".split(" "));

/** Words that open a relative clause or an infinitive clause (no subject of their own to agree with). */
export const RELATIVE_OR_INFINITIVE = new Set(
  "der die das dem den deren dessen denen welcher welche welches welchem welchen um ohne statt anstatt".split(" "),
);

/** Question words that may stand before the verb of a main clause ('Wo wohnst du?'). */
export const QUESTION_WORDS = new Set(
  "wo wie was wann warum wieso weshalb woher wohin wer wen wem welche welcher welches welchen welchem".split(" "),
);

/** Adverbs (and time words) that may stand alone before the verb ('Heute sind wir ...'). */
export const FRONT_ADVERBS = new Set(
  "heute morgen gestern übermorgen vorgestern jetzt nun dann danach davor damals bald später früher zuerst hier dort da immer oft manchmal nie niemals selten leider hoffentlich vielleicht natürlich sicher wahrscheinlich deshalb deswegen darum trotzdem also außerdem abends morgens mittags nachmittags vormittags nachts sonntags montags samstags endlich plötzlich gern gerne schon noch auch nur sonst dafür dabei dazu danach vorher nachher unten oben draußen drinnen abend früh mittag nachmittag vormittag nacht wochenende zusammen allein wieder jeden nächste nächsten letzte letzten letztes nächstes diese dieses woche jahr monat mal sommer winter frühling herbst".split(
    " ",
  ),
);

/** Object pronouns, which may stand before the verb ('Mir geht es gut'). */
export const OBJECT_PRONOUNS = new Set("mich dich ihn uns euch mir dir ihm ihnen das dies".split(" "));
