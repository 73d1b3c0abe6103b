import type { SignedInContext } from "../../http/context";
import { askTutor } from "./ask-tutor";
import { checkConversation, type SendMessage } from "./check-conversation";
import { storeLearnerMessage } from "./data";
import { earlierAnswer, racedAnswer } from "./replay";
import { streamReply } from "./stream-reply";
import { limitTutorCall } from "./tutor-rate-limit";

/**
 * A learner's message to a tutor (POST /chat/conversations/{id}/messages), step by step; decision 0005 has the
 * streaming and failure policy. A retry of a message already sent is answered from what was stored.
 */
export async function sendMessage(c: SignedInContext, conversationId: string, message: SendMessage): Promise<Response> {
  const services = c.get("services");
  const turn = await checkConversation(services, c.get("user").id, conversationId, message);
  const earlier = await earlierAnswer(c, turn);
  if (earlier) return earlier;
  await limitTutorCall(services, turn.userId);
  const pending = await askTutor(services, turn);
  const { conversation, userId } = turn;
  const sent = await storeLearnerMessage(services.database.db, {
    conversationId: conversation.id,
    userId,
    content: message.content,
    clientId: message.clientId,
  }).catch(() => undefined);
  if (!sent) {
    pending.cancel.abort();
    return racedAnswer(c, turn);
  }
  return streamReply(c, turn, sent.id, pending);
}
