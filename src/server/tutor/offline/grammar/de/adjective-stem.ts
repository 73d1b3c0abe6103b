import { capitalise } from "../../letters";
import type { GermanLexicon } from "../../lexicon-de";

/** An attributive adjective as written: the stem its endings join ('dunkl' of 'dunkel') and the ending it has. */
export interface AdjectiveForm {
  stem: string;
  ending: string;
}

const ENDINGS = ["en", "em", "er", "es", "e", ""];
/** Adjectives the lexicon has no nominalised form of, by their written stem: their declension stem. */
const IRREGULAR: Record<string, string> = {
  groß: "groß",
  hoch: "hoh",
  hoh: "hoh",
  wach: "wach",
  öffentlich: "öffentlich",
};
/** Words that look like an inflected adjective but are adverbs or determiners in this place. */
const NOT_ADJECTIVES = new Set([
  "gerne",
  "lange",
  "alleine",
  "ferne",
  "einige",
  "einigen",
  "einiger",
  "solche",
  "mehrere",
  "viele",
  "wenige",
  "erst",
]);

/**
 * Whether `stem` is an adjective's declension stem: the lexicon holds every adjective's nominalised form ('das Neue':
 * Neue, Neuen), so 'neu' + e as a noun with that pattern says 'neu' is an adjective (and participles: 'gekocht').
 */
function isAdjectiveStem(stem: string, lexicon: GermanLexicon): boolean {
  if (stem.length < 2) return false;
  const nominalised = `${capitalise(stem)}e`;
  return lexicon
    .nouns(nominalised)
    .some(
      (n) =>
        n.forms.NOM?.SIN === nominalised &&
        n.forms.AKK?.SIN === `${nominalised}n` &&
        n.forms.NOM?.PLU === `${nominalised}n`,
    );
}

/**
 * The adjective a lower-case word is ('alten' -> alt + en; 'dunkle' -> dunkl + e; 'teuer' -> teur + ''), or
 * undefined. A written ending is preferred to none ('neuer' is neu + er, not the comparative).
 */
export function readAdjective(lower: string, lexicon: GermanLexicon): AdjectiveForm | undefined {
  if (NOT_ADJECTIVES.has(lower) || !/^\p{Ll}+$/u.test(lower)) return undefined;
  for (const ending of ENDINGS) {
    if (!lower.endsWith(ending)) continue;
    const written = lower.slice(0, lower.length - ending.length);
    const irregular = IRREGULAR[written];
    if (irregular) return { stem: irregular, ending };
    if (isAdjectiveStem(written, lexicon)) return { stem: written, ending };
    // 'dunkel', 'teuer' uninflected: their stem drops the e ('dunkle', 'teure').
    if (ending === "" && /e[lr]$/.test(written)) {
      const short = written.slice(0, -2) + written.slice(-1);
      if (isAdjectiveStem(short, lexicon)) return { stem: short, ending };
    }
  }
  return undefined;
}
