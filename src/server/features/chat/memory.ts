import type { Feedback } from "../../../shared/schemas/chat";
import { headWordKey, wordKey } from "../../../shared/words";
import type { TutorMemory } from "../../tutor/engine";

/**
 * The due words the learner used correctly in a message: written (any form of the saved entry's last word, as a
 * whole word) and not among what the tutor corrected.
 */
export function dueWordsUsed(
  text: string,
  feedback: Feedback | undefined,
  dueWords: TutorMemory["dueWords"],
): TutorMemory["dueWords"] {
  const corrected = new Set((feedback?.corrections ?? []).map((c) => wordKey(c.original)));
  const written = new Set(
    text
      .split(/\s+/)
      .map(wordKey)
      .filter((w) => w && !corrected.has(w)),
  );
  // A saved 'der Kaffee' is used when 'Kaffee' is written: the article is not required.
  return dueWords.filter((d) => {
    const head = headWordKey(d.word);
    return head !== "" && written.has(head);
  });
}
