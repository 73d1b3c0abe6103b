import { and, desc, eq, gte, isNull } from "drizzle-orm";
import type { Feedback } from "../../../shared/schemas/chat";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import { headWordKey, wordKey } from "../../../shared/words";
import type { Db } from "../../db/client";
import { learnerMistakes, savedVocabulary } from "../../db/schema";
import type { TutorMemory } from "../../tutor/engine";
import { DUE_ORDER, dueFilter } from "../vocabulary";

/** How many recurring mistakes and due words the tutor is told about. */
export const MEMORY_SIZE = 5;
/** A mistake made this often is 'recurring'. */
const RECURRING = 2;

/**
 * What the tutor remembers of a learner in a course's language ('Personalized learning'): their most frequent open
 * mistakes, and the saved words due for review. Two small indexed reads, run together.
 */
export async function readTutorMemory(db: Db, userId: string, language: string): Promise<TutorMemory> {
  const [mistakes, dueWords] = await Promise.all([
    db
      .select({
        wrong: learnerMistakes.wrong,
        right: learnerMistakes.right,
        category: learnerMistakes.category,
        count: learnerMistakes.count,
      })
      .from(learnerMistakes)
      .where(
        and(
          eq(learnerMistakes.userId, userId),
          isNull(learnerMistakes.learnedAt),
          eq(learnerMistakes.language, language),
          gte(learnerMistakes.count, RECURRING),
        ),
      )
      .orderBy(desc(learnerMistakes.count), desc(learnerMistakes.lastSeenAt))
      .limit(MEMORY_SIZE),
    // The flash cards' own due rule and session order, in the course's language.
    db
      .select({ id: savedVocabulary.id, word: savedVocabulary.word, meaning: savedVocabulary.meaning })
      .from(savedVocabulary)
      .where(and(dueFilter(userId), eq(savedVocabulary.language, language)))
      .orderBy(...DUE_ORDER)
      .limit(MEMORY_SIZE),
  ]);
  return { mistakes: mistakes.map((m) => ({ ...m, category: m.category as MistakeCategory })), dueWords };
}

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
