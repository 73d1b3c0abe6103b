import type { Correction } from "../../../../shared/schemas/chat";
import type { Explanation, GrammarEdit, GrammarRule, Word } from "./types";

const OPENING = new Set([..."(\"„‚'«"]);
const CLOSING = new Set([...")\"“”‚‘'».,!?;:…"]);

/** A part between spaces as its opening marks, the rest, and its closing marks (one scan each way). */
function splitMarks(part: string): [string, string, string] {
  const chars = [...part];
  let start = 0;
  while (start < chars.length && OPENING.has(chars[start]!)) start++;
  let end = chars.length;
  while (end > start && CLOSING.has(chars[end - 1]!)) end--;
  return [chars.slice(0, start).join(""), chars.slice(start, end).join(""), chars.slice(end).join("")];
}
const ENDS_SENTENCE = /[.!?…]/;

/** The text as words, each with its marks and the space after it. */
export function toWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    const [, part = "", space = ""] = match;
    const [lead, body, trail] = splitMarks(part);
    // A part of marks only ('-', '...') is a word of its own, kept as written.
    const word = body ? { lead, text: body, trail } : { lead: "", text: part, trail: "" };
    words.push({ ...word, lower: word.text.toLocaleLowerCase(), space });
  }
  return words;
}

export function fromWords(words: Word[]): string {
  return words.map((w) => w.lead + w.text + w.trail + w.space).join("");
}

/** The [start, end) ranges of the sentences (a sentence ends with a word that ends in '.', '!', '?' or '…'). */
function sentences(words: Word[]): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  words.forEach((word, i) => {
    if (ENDS_SENTENCE.test(word.trail) || i === words.length - 1) {
      ranges.push([start, i + 1]);
      start = i + 1;
    }
  });
  return ranges;
}

const word = (text: string): Word => ({ text, lower: text.toLocaleLowerCase(), lead: "", trail: "", space: " " });

/** Replaces the span of an edit in place; the span's outer marks and its last space stay at its edges. */
function applyEdit(words: Word[], offset: number, edit: GrammarEdit): void {
  const start = offset + edit.start;
  const end = offset + edit.end;
  const first = words[start]!;
  const last = words[end - 1]!;
  const replacement = edit.words.map(word);
  if (replacement.length === 0) {
    // A word taken out: its closing marks go to the word before ('teil zu nehmen' -> 'teilzunehmen' keeps its '.').
    const before = words[start - 1];
    if (before) {
      before.trail += last.trail;
      before.space = last.space;
    }
  } else {
    replacement[0]!.lead = first.lead;
    replacement.at(-1)!.trail = last.trail;
    replacement.at(-1)!.space = last.space;
  }
  words.splice(start, end - start, ...replacement);
}

/**
 * A word taken out is shown, and remembered in the mistakes memory, with the word before it ('I am agree': 'I am'
 * -> 'I'): a correction to nothing could not be practised.
 */
function withNeighbour(sentence: Word[], edit: GrammarEdit): GrammarEdit {
  if (edit.words.length > 0) return edit;
  const before = sentence[edit.start - 1];
  if (before) return { ...edit, start: edit.start - 1, words: [before.text] };
  const after = sentence[edit.end];
  return after ? { ...edit, end: edit.end + 1, words: [after.text] } : edit;
}

export interface GrammarResult {
  text: string;
  corrections: Correction[];
  explanations: Explanation[];
}

/**
 * Runs each rule over each sentence in turn; a rule sees the sentence as the rules before it left it (an
 * agreement fixed, then the verb moved). Overlapping edits of one rule: the first wins. The corrections, and the
 * rules they name, are told in the order of the text.
 */
export function applyRules<Lexicon>(text: string, rules: GrammarRule<Lexicon>[], lexicon: Lexicon): GrammarResult {
  const words = toWords(text);
  const found: { correction: Correction; explain: Explanation }[] = [];
  for (const rule of rules) {
    // From the last sentence back, so that edits do not move the sentences not yet read.
    for (const [start, end] of sentences(words).reverse()) {
      const sentence = words.slice(start, end);
      const edits = rule(sentence, lexicon)
        .filter((e) => e.start >= 0 && e.end <= sentence.length && e.start < e.end)
        .map((e) => withNeighbour(sentence, e))
        .sort((a, b) => a.start - b.start);
      const taken: GrammarEdit[] = [];
      for (const edit of edits) if (!taken.some((t) => edit.start < t.end && t.start < edit.end)) taken.push(edit);
      for (const edit of taken.reverse()) {
        const original = sentence.slice(edit.start, edit.end).map((w) => w.text);
        if (original.join(" ") === edit.words.join(" ")) continue;
        applyEdit(words, start, edit);
        const correction = { original: original.join(" "), corrected: edit.words.join(" "), category: edit.category };
        found.push({ correction, explain: edit.explain });
      }
    }
  }
  const corrected = fromWords(words);
  // Where each correction stands in the corrected text (a later rule may have changed it again: then at the end).
  const at = (c: Correction) => {
    const index = corrected.indexOf(c.corrected);
    return index < 0 ? corrected.length : index;
  };
  const ordered = found.map((f, i) => ({ ...f, at: at(f.correction), i })).sort((a, b) => a.at - b.at || a.i - b.i);
  const explanations: Explanation[] = [];
  for (const { explain } of ordered) if (!explanations.some((e) => e.en === explain.en)) explanations.push(explain);
  return { text: corrected, corrections: ordered.map((f) => f.correction), explanations };
}
