import type { Db } from "../../db/client";
import type { TutorMemory, TutorReply } from "../../tutor/engine";
import { recordActivity } from "../activity";
import { recordMistakes } from "../mistakes";
import { reviewWord } from "../vocabulary";
import type { Turn } from "./check-conversation";
import { storeReply } from "./data";
import { dueWordsUsed } from "./memory";

/**
 * Stores the tutor's reply to the learner's message (`sentId`) with what it means for the learner, in one
 * transaction: the day becomes a study day and, with 'Personalized learning' on (`memory`), the corrected mistakes
 * are remembered and the due words the learner used correctly count as reviewed.
 */
export function recordReply(db: Db, turn: Turn, sentId: string, reply: TutorReply, memory: TutorMemory | undefined) {
  const { conversation, userId } = turn;
  return db.transaction(async (tx) => {
    const stored = await storeReply(tx, { conversationId: conversation.id, userId, sentId, reply });
    // A message to a tutor makes the day a study day, whatever focus time reaches the server.
    const { courseId, scenarioId } = conversation;
    await recordActivity(tx, userId, { kind: "message_sent", courseId, scenarioId });
    if (memory) {
      const language = turn.scene.course.language;
      await recordMistakes(tx, { userId, language, messageId: sentId, feedback: reply.feedback });
      const used = dueWordsUsed(turn.message.content, reply.feedback, memory.dueWords);
      for (const word of used) await reviewWord(tx, userId, word.id, { rating: "easy" }, turn.scheduling);
    }
    return stored;
  });
}
