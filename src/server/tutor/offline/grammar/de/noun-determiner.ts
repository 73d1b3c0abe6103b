import type { Case } from "../../lexicon-de";
import { CASES, type Reading, type Slot } from "./noun-gender";
import { CONTRACTIONS } from "./words";

/**
 * German determiners by kind: the definite article, the dieser-words (their endings are the article's), the
 * ein-words (ein, kein, the possessives; no ending in three places), the quantifiers before a strong adjective
 * ('viele neue Freunde') and a preposition joined with the article ('zum', 'im').
 */
export type DeterminerKind = "definite" | "dieser" | "ein" | "quantifier" | "contraction";

export interface Determiner {
  kind: DeterminerKind;
  /** The word's stem ('mein', 'dies', 'kein'); '' for the article. */
  stem: string;
  readings: Reading[];
  /** A contraction's preposition ('zum' -> 'zu'). */
  preposition?: string;
}

type Table = Record<Slot, [string, string, string, string]>;
const ARTICLE: Table = {
  M: ["der", "den", "dem", "des"],
  F: ["die", "die", "der", "der"],
  N: ["das", "das", "dem", "des"],
  PL: ["die", "die", "den", "der"],
};
const DIESER_ENDINGS: Table = {
  M: ["er", "en", "em", "es"],
  F: ["e", "e", "er", "er"],
  N: ["es", "es", "em", "es"],
  PL: ["e", "e", "en", "er"],
};
const EIN_ENDINGS: Table = {
  M: ["", "en", "em", "es"],
  F: ["e", "e", "er", "er"],
  N: ["", "", "em", "es"],
  PL: ["e", "e", "en", "er"],
};
export const DIESER_STEMS = ["dies", "jed", "jen", "welch", "solch", "all", "beid"];
export const EIN_STEMS = ["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer"];
/** Words without a singular: 'jed' has no plural, 'all'/'beid' are plural only here. */
const PLURAL_ONLY = ["all", "beid"];
/** Quantifiers before a strong adjective ('viele neue Freunde'): plural only, '-en' the dative. */
const QUANTIFIERS: Record<string, Reading[]> = {};
for (const stem of ["viel", "einig", "mehrer", "wenig"]) {
  QUANTIFIERS[`${stem}e`] = [
    { slot: "PL", kase: "NOM" },
    { slot: "PL", kase: "AKK" },
  ];
  QUANTIFIERS[`${stem}en`] = [{ slot: "PL", kase: "DAT" }];
}
const SLOTS: Slot[] = ["M", "F", "N", "PL"];
const cell = (table: Table, slot: Slot, kase: Case): string => table[slot][CASES.indexOf(kase)] ?? "";

function readingsOf(table: Table, ending: string, stem: string): Reading[] {
  const readings: Reading[] = [];
  for (const slot of SLOTS) {
    if (slot === "PL" && (stem === "ein" || stem === "jed")) continue;
    if (slot !== "PL" && PLURAL_ONLY.includes(stem)) continue;
    for (const kase of CASES) if (cell(table, slot, kase) === ending) readings.push({ slot, kase });
  }
  return readings;
}

/** 'euer' drops its e before an ending ('eure'); 'unser' keeps it. */
const withEnding = (stem: string, ending: string) => (stem === "euer" && ending ? "eur" : stem) + ending;

/** The determiner a lower-case word is, with every slot and case it can be read in, or undefined. */
export function readDeterminer(lower: string): Determiner | undefined {
  if (lower in QUANTIFIERS) return { kind: "quantifier", stem: lower, readings: QUANTIFIERS[lower] ?? [] };
  const contraction = CONTRACTIONS[lower];
  if (contraction) {
    // The article after a preposition is in its object's case: never nominative or genitive ('zur': der, F DAT).
    const readings = readingsOf(ARTICLE, contraction.article, "").filter((r) => r.kase !== "NOM" && r.kase !== "GEN");
    return { kind: "contraction", stem: lower, readings, preposition: contraction.preposition };
  }
  const article = readingsOf(ARTICLE, lower, "");
  if (article.length > 0) return { kind: "definite", stem: "", readings: article };
  for (const stem of DIESER_STEMS) {
    if (!lower.startsWith(stem)) continue;
    const readings = readingsOf(DIESER_ENDINGS, lower.slice(stem.length), stem);
    if (readings.length > 0) return { kind: "dieser", stem, readings };
  }
  for (const stem of EIN_STEMS) {
    const base = lower.startsWith("eur") && stem === "euer" ? "eur" : stem;
    if (!lower.startsWith(base)) continue;
    const ending = lower.slice(base.length);
    if (base === "eur" && ending === "") continue;
    const readings = readingsOf(EIN_ENDINGS, ending, stem);
    if (readings.length > 0) return { kind: "ein", stem, readings };
  }
  return undefined;
}

/** The determiner of the same word in another slot and case ('meine' -> 'meinem'), or undefined. */
export function determinerFor(det: Determiner, slot: Slot, kase: Case): string | undefined {
  switch (det.kind) {
    case "definite":
      return cell(ARTICLE, slot, kase);
    case "dieser":
      if (slot === "PL" && det.stem === "jed") return undefined;
      if (slot !== "PL" && PLURAL_ONLY.includes(det.stem)) return undefined;
      return det.stem + cell(DIESER_ENDINGS, slot, kase);
    case "ein":
      if (slot === "PL" && det.stem === "ein") return undefined;
      return withEnding(det.stem, cell(EIN_ENDINGS, slot, kase));
    default:
      return undefined;
  }
}

/** The definite article in a slot and case ('F', 'DAT' -> 'der'). */
export const articleFor = (slot: Slot, kase: Case): string => cell(ARTICLE, slot, kase);

/** Every form of a determiner stem in its table ('mein' -> mein, meine, meinen ...; the article's forms). */
export function formsOf(kind: "definite" | "ein" | "dieser", stem = ""): string[] {
  const table = kind === "definite" ? ARTICLE : kind === "ein" ? EIN_ENDINGS : DIESER_ENDINGS;
  const endings = new Set(Object.values(table).flat());
  return [...endings].map((ending) => (kind === "definite" ? ending : withEnding(stem, ending)));
}

/**
 * Article-like words as the word-order rules see them: a determiner stem with any ending or none ('dies', 'welch'),
 * 'manch', 'alle'. Some are verb forms too ('meine' of meinen), never a clause's finite verb there.
 */
const LIKE_STEMS = [
  ...EIN_STEMS.map((stem) => (stem === "euer" ? "eue?r" : stem)),
  ...DIESER_STEMS.filter((stem) => !PLURAL_ONLY.includes(stem)),
  "manch",
];
export const DETERMINER_LIKE: ReadonlySet<string> = new Set([
  ...formsOf("definite"),
  ...LIKE_STEMS.flatMap((stem) => ["", "e", "en", "em", "er", "es"].map((ending) => stem + ending)),
  ..."alle allen allem aller alles".split(" "),
]);

/** Whether the adjective after this determiner form takes the strong ending ('ein neuer', 'viele neue'). */
export function strongAfter(det: Determiner | undefined, slot: Slot, kase: Case): boolean {
  if (!det || det.kind === "quantifier") return true;
  if (det.kind === "ein") return cell(EIN_ENDINGS, slot, kase) === "";
  return false;
}

const WEAK: Table = {
  M: ["e", "en", "en", "en"],
  F: ["e", "e", "en", "en"],
  N: ["e", "e", "en", "en"],
  PL: ["en", "en", "en", "en"],
};
const STRONG: Table = {
  M: ["er", "en", "em", "en"],
  F: ["e", "e", "er", "er"],
  N: ["es", "es", "em", "en"],
  PL: ["e", "e", "en", "er"],
};

/** The adjective's ending after a determiner (or none) in a slot and case ('dem' + N DAT -> 'en'). */
export function adjectiveEnding(det: Determiner | undefined, slot: Slot, kase: Case): string {
  const table = strongAfter(det, slot, kase) ? STRONG : WEAK;
  return cell(table, slot, kase);
}
