/**
 * Verbs, adjectives and nouns with the preposition they take (A1–B1), the case it governs there, and the
 * prepositions learners put instead that are wrong with them in every reading. A preposition that is right in
 * another sense is not listed ('Angst um', 'sich freuen für dich', 'warten an der Haltestelle' (dative: where),
 * 'sich beschweren bei', 'danke an alle', 'fragen für einen Freund').
 */

export interface Collocation {
  /** The head: an infinitive ('warten', 'aufpassen'), an adjective ('stolz') or a noun as written ('Angst'). */
  head: string;
  kind: "verb" | "adjective" | "noun";
  /** A reflexive verb: only with 'mich', 'dich', 'sich' ... in the clause ('sich interessieren für'). */
  reflexive?: boolean;
  preposition: string;
  kase: "AKK" | "DAT";
  /** The wrong prepositions it replaces; 'an+AKK': only before an accusative ('warten an deine Antwort'). */
  wrong: string[];
  /** Only with a past form or participle ('sich über etwas gefreut'; present 'sich freuen auf' or 'über'). */
  past?: boolean;
  /** Only with a person as object in the clause ('mich für den Weg gefragt'). */
  personObject?: boolean;
  /** Not with these words in the clause ('Was denkst du über ...?' asks an opinion). */
  unless?: string[];
}

const c = (
  head: string,
  kind: Collocation["kind"],
  preposition: string,
  kase: Collocation["kase"],
  wrong: string,
  more: Partial<Collocation> = {},
): Collocation => ({ head, kind, preposition, kase, wrong: wrong.split(" "), ...more });
const reflexive = { reflexive: true };

export const COLLOCATIONS: Collocation[] = [
  c("Angst", "noun", "vor", "DAT", "für von über an auf"),
  c("Lust", "noun", "auf", "AKK", "für an"),
  c("Interesse", "noun", "an", "DAT", "über auf in von"),
  c("Dank", "noun", "für", "AKK", "über"),
  c("Antwort", "noun", "auf", "AKK", "für"),
  c("zufrieden", "adjective", "mit", "DAT", "über von für an"),
  c("stolz", "adjective", "auf", "AKK", "über von für"),
  c("verheiratet", "adjective", "mit", "DAT", "zu an"),
  c("einverstanden", "adjective", "mit", "DAT", "über von für"),
  c("verantwortlich", "adjective", "für", "AKK", "über von"),
  c("warten", "verb", "auf", "AKK", "für an+AKK"),
  c("interessieren", "verb", "für", "AKK", "an über auf in", reflexive),
  c("denken", "verb", "an", "AKK", "über", { unless: ["was", "wie", "nach"] }),
  c("nachdenken", "verb", "über", "AKK", "an von"),
  c("freuen", "verb", "über", "AKK", "von", { ...reflexive, past: true }),
  c("träumen", "verb", "von", "DAT", "über an+AKK auf"),
  c("fragen", "verb", "nach", "DAT", "für über", { personObject: true }),
  c("teilnehmen", "verb", "an", "DAT", "bei in auf zu"),
  c("kümmern", "verb", "um", "AKK", "für über an", reflexive),
  c("erinnern", "verb", "an", "AKK", "über von auf", reflexive),
  c("entschuldigen", "verb", "für", "AKK", "über von", reflexive),
  c("bedanken", "verb", "für", "AKK", "über von", reflexive),
  c("danken", "verb", "für", "AKK", "über"),
  c("verlieben", "verb", "in", "AKK", "mit an zu", reflexive),
  c("gratulieren", "verb", "zu", "DAT", "für an über auf"),
  c("ärgern", "verb", "über", "AKK", "von auf an+AKK", reflexive),
  c("telefonieren", "verb", "mit", "DAT", "zu an"),
  c("beschweren", "verb", "über", "AKK", "von an für", reflexive),
  c("aufpassen", "verb", "auf", "AKK", "für an über"),
  c("gewöhnen", "verb", "an", "AKK", "zu über auf mit", reflexive),
  c("vorbereiten", "verb", "auf", "AKK", "für zu", reflexive),
  c("bitten", "verb", "um", "AKK", "für nach"),
  c("abhängen", "verb", "von", "DAT", "an auf über"),
  c("konzentrieren", "verb", "auf", "AKK", "an für in", reflexive),
  c("sorgen", "verb", "um", "AKK", "über für", reflexive),
  c("verabschieden", "verb", "von", "DAT", "an zu", reflexive),
  c("reagieren", "verb", "auf", "AKK", "an zu"),
  c("antworten", "verb", "auf", "AKK", "an+AKK zu"),
  c("einladen", "verb", "zu", "DAT", "für"),
  c("achten", "verb", "auf", "AKK", "für an+AKK"),
];
