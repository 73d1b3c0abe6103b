import leven from "leven";
import type { DialogueWords } from "./dialogue-words";

/**
 * How the offline tutor reads a learner's message: words compared the way a listener would (case, accents and one
 * slip of the keyboard or of an ending do not matter in longer words), phrases found with what follows them, and
 * the message cut into what it says and what it asks.
 */

interface Token {
  /** Lower-case, accents and ß folded. */
  key: string;
  /** As written. */
  text: string;
  /** A comma or a sentence end comes before it: a phrase or a value does not run across. */
  afterBreak: boolean;
}

const fold = (word: string) => word.toLocaleLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/ß/g, "ss");

/** 'quoted' -> quoted, but don't stays don't (a loop: a regex for the end would be quadratic on a run of quotes). */
function trimApostrophes(word: string) {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start++;
  while (end > start && word[end - 1] === "'") end--;
  return word.slice(start, end);
}

/** The words of a text, with where its commas and sentence ends fall. */
export function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let afterBreak = true;
  for (const part of text.split(/\s+/)) {
    const pieces = part.split(/([.,!?;:…]+)/);
    for (const piece of pieces) {
      if (!piece) continue;
      if (/^[.,!?;:…]+$/.test(piece)) {
        afterBreak = true;
        continue;
      }
      const word = trimApostrophes(piece.replace(/["„“”‚‘«»()–—¿¡]/g, ""));
      if (!word) continue;
      tokens.push({ key: fold(word), text: word, afterBreak });
      afterBreak = false;
    }
  }
  return tokens;
}

/** Two words are the same to a listener: equal, or, from five letters on, one letter apart after the first. */
export function sameWord(heard: string, expected: string): boolean {
  if (heard === expected) return true;
  // A slip rarely hits the first letter, and "where" is not "there".
  if (heard.length < 5 || expected.length < 5 || heard[0] !== expected[0]) return false;
  return leven(heard, expected, { maxDistance: 2 }) <= 1;
}

/** Where a phrase occurs in the tokens (whole words, in order, not across a comma), or undefined. */
export function findPhrase(tokens: Token[], phrase: string): { start: number; end: number } | undefined {
  const wanted = tokensOf(phrase).map((t) => t.key);
  if (wanted.length === 0) return undefined;
  for (let start = 0; start + wanted.length <= tokens.length; start++) {
    const fits = wanted.every(
      (key, i) => sameWord(tokens[start + i]!.key, key) && (i === 0 || !tokens[start + i]!.afterBreak),
    );
    if (fits) return { start, end: start + wanted.length };
  }
  return undefined;
}

export function containsAny(text: string, phrases: readonly string[]): boolean {
  const tokens = tokensOf(text);
  return phrases.some((p) => findPhrase(tokens, p));
}

/**
 * What the learner said after a phrase, up to the next comma, sentence end or joining word, at most four words
 * ("ich komme aus *den USA* und ..."); empty when nothing follows.
 */
export function valueAfter(tokens: Token[], end: number, words: DialogueWords): string {
  const value: string[] = [];
  for (let i = end; i < tokens.length && value.length < 4; i++) {
    const token = tokens[i]!;
    if (token.afterBreak || words.valueEnds.has(token.key)) break;
    value.push(token.text);
  }
  return value.join(" ");
}

export interface Sentence {
  text: string;
  /** Asked as a question (a question mark, or a question word first). */
  question: boolean;
  /** The tutor's own question asked back: "Und Sie?", "And you?". */
  askedBack: boolean;
  /** The learner did not understand: "Wie bitte?", "Sorry?". */
  pardon: boolean;
}

/** The message's sentences, each marked as statement or question. */
export function sentencesOf(text: string, words: DialogueWords): Sentence[] {
  const parts = text.match(/[^.!?…]+[.!?…]*/g) ?? [];
  return (
    parts
      .map((part) => part.trim())
      // A phone number or a room number is an answer too; dots and marks alone are not.
      .filter((part) => /[\p{L}\p{N}]/u.test(part))
      .map((part) => {
        const bare = part.replace(/^[^\p{L}]+/u, "");
        const asked = part.endsWith("?");
        return {
          text: part,
          question: asked || words.questionStart.test(bare),
          // "Und Sie?", but not "Und Sie sind sehr nett."
          askedBack: words.askedBack.test(bare) && (asked || tokensOf(bare).length <= 3),
          pardon: words.pardon.test(bare),
        };
      })
  );
}
