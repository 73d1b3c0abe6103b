/**
 * Word handling shared by the chat page and the tutor (learning-experience §5):
 * a clicked word loses the characters . , ! ? ; : ' " ( ) and empty results are ignored.
 * Typographic quotes and dashes are stripped too, since German text uses „…“ and ‚…‘.
 */
const STRIP = /[.,!?;:'"()„“”‚‘’«»…–—¿¡]/g;

export function cleanWord(raw: string): string {
  return raw.replace(STRIP, "").trim();
}

/** Glossary and cache key: cleaned and lower-cased. */
export function wordKey(raw: string): string {
  return cleanWord(raw).toLocaleLowerCase();
}

/** A saved entry's key word: its last word ('der Kaffee' -> 'kaffee'), so that writing it without the article counts. */
export function headWordKey(entry: string): string {
  return wordKey(entry.trim().split(/\s+/).at(-1) ?? "");
}

/** Splits a sentence into clickable words (cleaned, non-empty, not pure numbers). */
export function tokenize(sentence: string): string[] {
  return sentence
    .split(/\s+/)
    .map(cleanWord)
    .filter((w) => w.length > 0 && !/^[\d\-/]+$/.test(w));
}
