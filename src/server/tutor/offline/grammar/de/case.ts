import type { Case, GermanLexicon } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";
import { type CaseDemand, caseName, demandedCase } from "./case-context";
import { CASES, type Reading, type Slot } from "./noun-gender";
import { type NounPhrase, nounPhraseAt, phraseWords } from "./noun-phrase";
import { contractionOf } from "./words";

const GENDER_NAME: Record<Slot, { en: string; de: string }> = {
  M: { en: "is masculine", de: "ist maskulin" },
  F: { en: "is feminine", de: "ist feminin" },
  N: { en: "is neuter", de: "ist neutral" },
  PL: { en: "is plural", de: "steht im Plural" },
};

/** A preposition and article said as one word ('zu dem' -> 'zum'); 'auf das' is left as two words. */
const joinedForm = (preposition: string, article: string) =>
  preposition === "auf" ? undefined : contractionOf(preposition, article);

interface Candidate {
  slot: Slot;
  kase: Case;
  cost: number;
  /** The determiner reading the learner most likely meant. */
  meant: Reading;
  words: string[];
}

/**
 * How far a determiner as written is from a slot and case: another gender 1, another number or case 2 (a genitive
 * reading 1 more: learners seldom mean it).
 */
function determinerCost(readings: Reading[], slot: Slot, kase: Case): { cost: number; meant: Reading } | undefined {
  let best: { cost: number; meant: Reading } | undefined;
  for (const r of readings) {
    const slotCost = r.slot === slot ? 0 : (r.slot === "PL") !== (slot === "PL") ? 2 : 1;
    const cost = slotCost + (r.kase === kase ? 0 : 2) + (r.kase === "GEN" ? 1 : 0);
    if (!best || cost < best.cost) best = { cost, meant: r };
  }
  return best;
}

/** The phrase's words in a slot and case; a contraction ('zum') is written out first ('zu der'), then joined again. */
function wordsFor(sentence: Word[], phrase: NounPhrase, slot: Slot, kase: Case): string[] | undefined {
  const det = phrase.determiner;
  if (det?.kind !== "contraction") return phraseWords(sentence, phrase, slot, kase);
  const asArticle = { ...phrase, determiner: { ...det, kind: "definite" as const, stem: "" } };
  const words = phraseWords(sentence, asArticle, slot, kase);
  if (!words) return undefined;
  const contracted = joinedForm(det.preposition!, words[0]!.toLocaleLowerCase());
  return contracted ? [contracted, ...words.slice(1)] : [det.preposition!, ...words];
}

/** The right words for a phrase whose determiner does not fit its noun or its place, or undefined where unsure. */
function bestCandidate(sentence: Word[], phrase: NounPhrase, demand: CaseDemand | undefined): Candidate | undefined {
  const det = phrase.determiner!;
  const nounWritten = sentence[phrase.nounIndex]!.text;
  const candidates: Candidate[] = [];
  for (const slot of phrase.noun.slots) {
    for (const kase of demand ? [demand.kase] : CASES) {
      const fit = determinerCost(det.readings, slot, kase);
      const words = wordsFor(sentence, phrase, slot, kase);
      if (!fit || !words) continue;
      const nounCost = words.at(-1) === nounWritten ? 0 : 1.5;
      candidates.push({ slot, kase, cost: fit.cost + nounCost, meant: fit.meant, words });
    }
  }
  const least = Math.min(...candidates.map((c) => c.cost));
  const best = candidates.filter((c) => c.cost === least);
  const first = best[0];
  if (!first || best.some((c) => c.words.join(" ") !== first.words.join(" "))) return undefined;
  return first;
}

function explain(
  sentence: Word[],
  phrase: NounPhrase,
  candidate: Candidate,
  demand: CaseDemand | undefined,
  text: string,
) {
  const gender = GENDER_NAME[candidate.slot];
  const lemma = phrase.noun.lemma;
  // Where the determiner as written has the noun's gender (in another case: 'ein Hund'), the case went wrong. A
  // nominative determiner ('mit der Fahrrad') got both wrong; an inflected one ('keinen Zeit') only the gender.
  const readings = phrase.determiner?.readings ?? [];
  const genderFits = readings.some((r) => r.slot === candidate.slot);
  const nominative = readings.some((r) => r.kase === "NOM");
  const caseShows = wordsFor(sentence, phrase, candidate.slot, "NOM")?.[0] !== candidate.words[0];
  if (demand && genderFits) return { en: `${demand.en}: ${text}`, de: `${demand.de}: ${text}` };
  if (demand && nominative && caseShows) {
    return {
      en: `${demand.en}, and '${lemma}' ${gender.en}: ${text}`,
      de: `${demand.de}, und '${lemma}' ${gender.de}: ${text}`,
    };
  }
  if (candidate.meant.slot !== candidate.slot)
    return { en: `'${lemma}' ${gender.en}: ${text}`, de: `'${lemma}' ${gender.de}: ${text}` };
  const name = caseName(candidate.kase);
  return { en: `in the ${name.en} it is: ${text}`, de: `im ${name.de} heißt es: ${text}` };
}

/** The edit for one phrase with a determiner, or undefined where it is right or the rule is not sure. */
function phraseEdit(sentence: Word[], phrase: NounPhrase, lexicon: GermanLexicon): GrammarEdit | undefined {
  const det = phrase.determiner;
  if (!det || det.kind === "quantifier") return undefined;
  const demand = demandedCase(sentence, phrase, lexicon);
  const fits = phrase.readings.some((r) => !demand || r.kase === demand.kase);
  if (fits) return undefined;
  // Only the noun is sure to be meant: a gender the lexicon doubts, or a number unclear, leaves several answers.
  const candidate = bestCandidate(sentence, phrase, demand);
  if (!candidate) return undefined;
  // Marks inside the phrase (a comma between adjectives) would be lost with the words.
  if (sentence.slice(phrase.start, phrase.end - 1).some((w) => w.trail !== "")) return undefined;
  let start = phrase.start;
  let words = candidate.words;
  // A preposition and its new article join where German joins them ('zu die Post' -> 'zur Post').
  const before = sentence[start - 1];
  const joined = before && det.kind === "definite" ? joinedForm(before.lower, words[0]!) : undefined;
  if (joined && before?.trail === "") {
    start -= 1;
    const capital = before.text !== before.lower;
    words = [capital ? joined.charAt(0).toLocaleUpperCase() + joined.slice(1) : joined, ...words.slice(1)];
  }
  const text = (joined ? words : candidate.words).join(" ");
  return {
    start,
    end: phrase.end,
    words,
    category: "gender-case",
    explain: explain(sentence, phrase, candidate, demand, text),
  };
}

/**
 * Article case and gender: a determiner that fits neither its noun's gender ('keinen Zeit' -> 'keine Zeit') nor the
 * case its place demands ('mit der Fahrrad' -> 'mit dem Fahrrad', 'ich brauche der Schlüssel' -> 'den Schlüssel').
 */
export function articleCase(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const phrase = nounPhraseAt(sentence, i, lexicon);
    if (!phrase) continue;
    const edit = phraseEdit(sentence, phrase, lexicon);
    if (edit) edits.push(edit);
    i = phrase.end - 1;
  }
  return edits;
}
