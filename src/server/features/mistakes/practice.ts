import { escapeRegExp } from "../../../shared/message-matcher";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import { bare } from "./record";

/**
 * The corrected sentence with the right form blanked out: the text before and after its first occurrence as a
 * whole word (or phrase). Undefined when it is not in the sentence (an LLM may correct more than it lists).
 */
export function blankOut(sentence: string, right: string): { before: string; after: string } | undefined {
  if (!right.trim()) return undefined;
  const match = new RegExp(`(^|[^\\p{L}\\p{M}])(${escapeRegExp(right)})(?![\\p{L}\\p{M}])`, "u").exec(sentence);
  if (!match) return undefined;
  const start = match.index + match[1]!.length;
  return { before: sentence.slice(0, start), after: sentence.slice(start + right.length) };
}

/**
 * Whether a practice answer is the right form: exact where the mistake was about it (capital letters for a
 * capitalisation mistake, marks for a punctuation one), tolerant of case and surrounding marks otherwise.
 */
export function isRightAnswer(answer: string, right: string, category: MistakeCategory): boolean {
  const normalise = (text: string) => {
    let out = text.trim().replace(/\s+/g, " ");
    // Marks around the word may be left out unless the mistake was about them.
    if (category !== "punctuation") out = bare(out);
    if (category !== "capitalisation") out = out.toLocaleLowerCase();
    return out;
  };
  return normalise(answer) === normalise(right);
}
