import type { GermanLexicon } from "../../lexicon-de";
import type { Explanation, GrammarEdit, Word } from "../types";
import { type CaseDemand, demandedCase } from "./case-context";
import { adjectiveEnding } from "./noun-determiner";
import { type NounPhrase, nounPhraseAt } from "./noun-phrase";

function explain(
  sentence: Word[],
  phrase: NounPhrase,
  ending: string,
  demand: CaseDemand | undefined,
  text: string,
): Explanation {
  const suffix = `-${ending}`;
  if (phrase.determiner) {
    const det = sentence[phrase.start]!.lower;
    return {
      en: `after '${det}' the adjective ends in ${suffix}: ${text}`,
      de: `nach '${det}' endet das Adjektiv auf ${suffix}: ${text}`,
    };
  }
  if (demand) {
    return {
      en: `${demand.en}, and without an article the adjective ends in ${suffix}: ${text}`,
      de: `${demand.de}, und ohne Artikel endet das Adjektiv auf ${suffix}: ${text}`,
    };
  }
  return {
    en: `without an article the adjective ends in ${suffix}: ${text}`,
    de: `ohne Artikel endet das Adjektiv auf ${suffix}: ${text}`,
  };
}

const keepCapital = (original: string, word: string) =>
  original.charAt(0) !== original.charAt(0).toLocaleLowerCase()
    ? word.charAt(0).toLocaleUpperCase() + word.slice(1)
    : word;

/**
 * Whether the determiner may be the one wrong: 'ein'/'mein' without an ending before an adjective in -en ('ein
 * neuen Computer' is as likely 'einen neuen Computer'), where the noun allows that.
 */
function endingLeftOff(sentence: Word[], phrase: NounPhrase): boolean {
  const det = phrase.determiner;
  if (det?.kind !== "ein" || sentence[phrase.start]!.lower !== det.stem) return false;
  return phrase.adjectives.some((a) => a.form.ending === "en") && phrase.noun.readings.some((r) => r.kase !== "NOM");
}

/** The edits of one phrase's adjectives, where its gender, number and case leave one ending. */
function phraseEdits(sentence: Word[], phrase: NounPhrase, lexicon: GermanLexicon): GrammarEdit[] {
  if (phrase.adjectives.length === 0 || phrase.readings.length === 0) return [];
  const demand = demandedCase(sentence, phrase, lexicon);
  // -es and -em are singular endings only: a learner who writes them means one ('Letztes Sommer', not summers).
  const singular = phrase.adjectives.some((a) => a.form.ending === "es" || a.form.ending === "em");
  const readings = phrase.readings.filter((r) => (!demand || r.kase === demand.kase) && !(singular && r.slot === "PL"));
  const endings = new Set(readings.map((r) => adjectiveEnding(phrase.determiner, r.slot, r.kase)));
  const [ending] = endings;
  if (endings.size !== 1 || ending === undefined) return [];
  const wrong = phrase.adjectives.filter((a) => a.form.ending !== ending);
  if (wrong.length === 0 || (!demand && endingLeftOff(sentence, phrase))) return [];
  const fixed = (i: number) => {
    const adjective = phrase.adjectives.find((a) => a.index === i);
    const written = sentence[i]!.text;
    return adjective ? keepCapital(written, adjective.form.stem + ending) : written;
  };
  const text = Array.from({ length: phrase.end - phrase.start }, (_, k) => fixed(phrase.start + k)).join(" ");
  const explanation = explain(sentence, phrase, ending, demand, text);
  return wrong.map((a) => ({
    start: a.index,
    end: a.index + 1,
    words: [fixed(a.index)],
    category: "gender-case" as const,
    explain: explanation,
  }));
}

/**
 * Adjective endings: strong, weak or mixed after the definite article, an ein-word or none, by the phrase's gender,
 * number and case ('mit dem alte Auto' -> 'alten', 'ich trinke schwarzer Kaffee' -> 'schwarzen'). Runs after the
 * article's case and gender are set.
 */
export function adjectiveEndings(sentence: Word[], lexicon: GermanLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let i = 0; i < sentence.length; i++) {
    const phrase = nounPhraseAt(sentence, i, lexicon);
    if (!phrase) continue;
    edits.push(...phraseEdits(sentence, phrase, lexicon));
    i = phrase.end - 1;
  }
  return edits;
}
