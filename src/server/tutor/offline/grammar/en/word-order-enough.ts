import type { GrammarEdit, Word } from "../types";
import type { EnglishLexicon } from "./lexicon";
import { edit } from "./word-order-edit";
import { endsClause } from "./words";

/** Adjectives the tagger reads as nouns or verbs only ('fit', 'well', 'ill'): 'not enough fit' -> 'not fit enough'. */
const ALSO_ADJECTIVES = /^(fit|well|ill)$/;

/** 'enough big' -> 'big enough': 'enough' follows an adjective (and comes before a noun: 'enough money'). */
export function enoughBefore(sentence: Word[], lexicon: EnglishLexicon): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  sentence.forEach((enough, i) => {
    const adjective = sentence[i + 1];
    if (enough.lower !== "enough" || !adjective || endsClause(enough)) return;
    const tags = lexicon.tags(adjective.lower);
    if ((!tags.has("Adjective") || tags.has("Noun")) && !ALSO_ADJECTIVES.test(adjective.lower)) return;
    const after = sentence[i + 2];
    const afterTags = after ? lexicon.tags(after.lower) : undefined;
    if (
      afterTags &&
      !endsClause(adjective) &&
      afterTags.has("Noun") &&
      !afterTags.has("Preposition") &&
      !afterTags.has("Date")
    )
      return;
    const example = `${adjective.lower} enough`;
    edits.push(
      edit(i, i + 2, [adjective.text, enough.text], {
        en: `'enough' goes after the adjective: ${example}`,
        de: `'enough' steht nach dem Adjektiv: ${example}`,
      }),
    );
  });
  return edits;
}
