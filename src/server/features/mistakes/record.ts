import type { Correction, Feedback } from "../../../shared/schemas/chat";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import type { Db } from "../../db/client";
import { upsertMistakes } from "./data";

/** Punctuation around a word: a correction of only these is a punctuation mistake, whatever the word. */
// The lookbehind makes the closing marks start only where a run of them starts: linear, not a retry per mark.
const EDGE_MARKS = /^[("„‚'«¿¡]+|(?<![)"“”‚‘'».,!?;:…])[)"“”‚‘'».,!?;:…]+$/gu;
/** A word without the marks around it ('Kaffee.' -> 'Kaffee'). */
export const bare = (text: string) => text.replace(EDGE_MARKS, "");
const marks = (text: string) => text.replace(bare(text), "");

/** One mistake of a correction, with the key that makes its repeats the same row. */
export interface RecordedMistake {
  category: MistakeCategory;
  wrong: string;
  right: string;
  key: string;
}

/**
 * A correction as the mistakes it holds. A word fixed and given its final mark ('kafee' -> 'Kaffee.') is two: the
 * word (its category) and the punctuation. Repeats are found by key: a punctuation mistake by its marks alone
 * (a missing full stop is one habit, whatever the last word), a capitalisation by the exact forms, the others by
 * the words without their marks and, for what was written, without case.
 */
export function mistakesOf(correction: Correction): RecordedMistake[] {
  const { original, corrected } = correction;
  const category = correction.category ?? "other";
  const word = bare(original) !== bare(corrected);
  const punctuation = marks(original) !== marks(corrected);
  const out: RecordedMistake[] = [];
  if (word && category !== "punctuation") {
    const wrong = bare(original);
    const right = bare(corrected);
    const key = category === "capitalisation" ? `${wrong}>${right}` : `${wrong.toLocaleLowerCase()}>${right}`;
    out.push({ category, wrong, right, key: `${category}:${key}` });
  }
  if (punctuation || (category === "punctuation" && out.length === 0)) {
    // Shown as a change of the marks alone ('Bahnhof' -> 'Bahnhof.'): the word as corrected in both.
    const written = bare(original);
    const at = written ? original.indexOf(written) : original.length;
    const [lead, tail] = [original.slice(0, at), original.slice(at + written.length)];
    out.push({
      category: "punctuation",
      wrong: `${lead}${bare(corrected)}${tail}`,
      right: corrected,
      key: `punctuation:${marks(original)}>${marks(corrected)}`,
    });
  }
  return out.filter((m) => m.wrong !== m.right);
}

/**
 * Records the mistakes a tutor's feedback corrected in one learner message: new ones are added, repeats counted
 * (once per message) and opened again if they had been learned.
 */
export async function recordMistakes(
  db: Db,
  input: { userId: string; language: string; messageId: string; feedback: Feedback | undefined },
): Promise<void> {
  const { feedback } = input;
  if (!feedback?.hasErrors) return;
  const byKey = new Map<string, RecordedMistake>();
  for (const correction of feedback.corrections) for (const m of mistakesOf(correction)) byKey.set(m.key, m);
  if (byKey.size === 0) return;
  await upsertMistakes(
    db,
    [...byKey.values()].map((m) => ({
      userId: input.userId,
      language: input.language,
      key: m.key,
      category: m.category,
      wrong: m.wrong,
      right: m.right,
      sentence: feedback.originalText,
      correctedSentence: feedback.correctedText,
      messageId: input.messageId,
    })),
  );
}
