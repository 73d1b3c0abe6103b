/**
 * Matching a learner's own scenario (its title and description) to a situation template by the template's keywords
 * (see `situationKeywordSchema`): words compared folded, so that case, accents, ß and umlauts written out ("ue") do
 * not matter, with an ending allowed after a keyword of four letters or more.
 */

/** 'Rückenschmerzen' -> 'ruckenschmerzen', 'Rueckenschmerzen' too; 'Straße' -> 'strasse'. */
export function foldWord(word: string): string {
  return word
    .toLocaleLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/([aou])e/g, "$1");
}

/** The folded words of a text (apostrophes and dashes split them: "landlord's" -> landlord, s). */
export function foldedWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(foldWord);
}

/** An ending a word may add to a keyword: "returned", "Mieten", "Ärzte". */
const MAX_ENDING = 3;
const MIN_STEM = 4;

interface KeywordPart {
  word: string;
  /** The keyword starts with `*`: it may end a compound. */
  inside: boolean;
  /** The keyword ends with `*`: it may start a compound. */
  open: boolean;
}
export type CompiledKeyword = KeywordPart[];

export function compileKeyword(keyword: string): CompiledKeyword {
  const inside = keyword.startsWith("*");
  const open = keyword.endsWith("*");
  const words = foldedWords(keyword);
  return words.map((word, i) => ({ word, inside: inside && i === 0, open: open && i === words.length - 1 }));
}

function fits(token: string, part: KeywordPart): boolean {
  if (token === part.word) return true;
  const at = part.inside ? token.indexOf(part.word) : token.startsWith(part.word) ? 0 : -1;
  if (at < 0) return false;
  const rest = token.length - at - part.word.length;
  return rest === 0 || part.open || (part.word.length >= MIN_STEM && rest <= MAX_ENDING);
}

function occursIn(tokens: readonly string[], keyword: CompiledKeyword): boolean {
  for (let start = 0; start + keyword.length <= tokens.length; start++) {
    if (keyword.every((part, i) => fits(tokens[start + i]!, part))) return true;
  }
  return false;
}

/** A learner's text is read this far at most: a title and a description are short. */
const MAX_TEXT = 2000;

/** How well a text fits a template's keywords: each keyword found counts its number of words. */
export function keywordScore(tokens: readonly string[], keywords: readonly CompiledKeyword[]): number {
  let score = 0;
  for (const keyword of keywords) if (keyword.length > 0 && occursIn(tokens, keyword)) score += keyword.length;
  return score;
}

/**
 * The candidate whose keywords fit the text best (the first of equals), or undefined when none fits at all.
 */
export function bestMatch<T>(
  text: string,
  candidates: readonly T[],
  keywordsOf: (candidate: T) => readonly CompiledKeyword[],
): T | undefined {
  const tokens = foldedWords(text.slice(0, MAX_TEXT));
  let best: { candidate: T; score: number } | undefined;
  for (const candidate of candidates) {
    const score = keywordScore(tokens, keywordsOf(candidate));
    if (score > 0 && (!best || score > best.score)) best = { candidate, score };
  }
  return best?.candidate;
}
