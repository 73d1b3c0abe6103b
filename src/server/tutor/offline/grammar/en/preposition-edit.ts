import type { GrammarEdit } from "../types";

/**
 * The preposition rules' edit: the word at `p` replaced by the right preposition, explained with an example
 * ("days take 'on': on Monday").
 */
export const swapPrepositionAt =
  (p: number) =>
  (right: string, en: string, de: string, example: string): GrammarEdit => ({
    start: p,
    end: p + 1,
    words: [right],
    category: "preposition",
    explain: { en: `${en}: ${example}`, de: `${de}: ${example}` },
  });
