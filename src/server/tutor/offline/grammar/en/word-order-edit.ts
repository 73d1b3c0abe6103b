import type { Explanation, GrammarEdit, Word } from "../types";

/** What the word-order rules share: their edit (always "word-order") and a span's words as written. */
export const edit = (start: number, end: number, words: string[], explain: Explanation): GrammarEdit => ({
  start,
  end,
  words,
  category: "word-order",
  explain,
});

export const texts = (words: Word[]) => words.map((w) => w.text);
