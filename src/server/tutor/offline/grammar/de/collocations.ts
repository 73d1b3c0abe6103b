import type { GermanLexicon } from "../../lexicon-de";
import type { GrammarEdit, Word } from "../types";

/** (to be written) */
export function collocations(_sentence: Word[], _lexicon: GermanLexicon): GrammarEdit[] {
  return [];
}
