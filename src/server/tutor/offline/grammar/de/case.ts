import type { GermanLexicon } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";

/** (to be written) */
export function articleCase(_sentence: Word[], _lexicon: GermanLexicon): GrammarEdit[] {
  return [];
}
