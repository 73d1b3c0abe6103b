import type { Explanation, GrammarEdit, Word } from "../types";
import { endsClause } from "./words";

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

/** The preposition at `p` dropped after the word before it ('discuss about it' -> 'discuss it'). */
export const dropPrepositionAt = (sentence: Word[], p: number, explain: Explanation): GrammarEdit => ({
  start: p - 1,
  end: p + 1,
  words: [sentence[p - 1]!.text],
  category: "preposition",
  explain,
});

/** The lower-case word at `k` ('' past the sentence's end). */
export const at = (sentence: Word[], k: number) => sentence[k]?.lower ?? "";
/** A word its clause goes on after (no clause mark follows it). */
export const joined = (w: Word | undefined) => w !== undefined && !endsClause(w);

/** Each position's first edit (the rule tries its checks in order), going on after the edit's end. */
export function editsAt(sentence: Word[], from: number, rule: (p: number) => GrammarEdit | undefined): GrammarEdit[] {
  const edits: GrammarEdit[] = [];
  for (let p = from; p < sentence.length; p++) {
    const edit = rule(p);
    if (edit) {
      edits.push(edit);
      p = edit.end;
    }
  }
  return edits;
}

/** An edit at the sentence's start keeps its capital: 'At holiday, ...' -> 'On holiday', not 'on holiday'. */
export function keepCapital(sentence: Word[], edit: GrammarEdit | undefined): GrammarEdit | undefined {
  const first = sentence[edit?.start ?? -1];
  if (edit && first && /^\p{Lu}/u.test(first.text) && first.text !== "I" && edit.words[0])
    edit.words[0] = edit.words[0][0]!.toUpperCase() + edit.words[0].slice(1);
  return edit;
}

/** The words before `p` in its clause. */
export function clauseBefore(sentence: Word[], p: number): string[] {
  const words: string[] = [];
  for (let k = p - 1; k >= 0 && !endsClause(sentence[k]); k--) words.unshift(sentence[k]!.lower);
  return words;
}

/** Why a word takes its preposition: "'depend' goes with 'on': depend on the weather". */
export function explainCollocation(head: string, preposition: string, example: string): Explanation {
  return {
    en: `'${head}' goes with '${preposition}': ${example}`,
    de: `'${head}' steht mit '${preposition}': ${example}`,
  };
}

/** The missing preposition put before the word at `o` ('belongs my father' -> 'belongs to my father'). */
export function insertPrepositionAt(
  sentence: Word[],
  o: number,
  preposition: string,
  head: string,
  example: string,
): GrammarEdit {
  return {
    start: o,
    end: o + 1,
    words: [preposition, sentence[o]!.text],
    category: "preposition",
    explain: explainCollocation(head, preposition, example),
  };
}
