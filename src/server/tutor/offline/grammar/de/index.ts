import type { GermanLexicon } from "../../lexicon-de";
import type { GrammarRule } from "../types";
import { adjectiveEndings } from "./adjective-endings";
import { agreement } from "./agreement";
import { articleCase } from "./case";
import { collocations } from "./collocations";
import { separableVerbs } from "./separable";
import { verbPosition } from "./verb-position";

/**
 * German grammar rules, in the order they run: each sees the sentence as the ones before left it (a separable verb
 * joined, then its form agreed, its preposition's case set, its endings, and last the verb's place).
 */
export const germanRules: GrammarRule<GermanLexicon>[] = [
  separableVerbs,
  agreement,
  collocations,
  articleCase,
  adjectiveEndings,
  verbPosition,
];
