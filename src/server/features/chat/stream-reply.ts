import { stream } from "hono/streaming";
import type { ReplyEvent } from "../../../shared/schemas/chat";
import type { SignedInContext } from "../../http/context";
import { TutorError, type TutorReply } from "../../tutor/engine";
import { recordUsage } from "../usage";
import type { PendingReply } from "./ask-tutor";
import type { Turn } from "./check-conversation";
import { deleteMessage, toChatMessage } from "./data";
import { REPLY_FAILED } from "./failures";
import { recordTypedMessage } from "./lesson";
import { recordReply } from "./record-reply";

type Write = (event: ReplyEvent) => Promise<unknown>;

/**
 * The tutor's reply to the learner's stored message (`sentId`), streamed as NDJSON (decision 0005): its text as the
 * tutor writes it, then, once the reply is stored and the lesson's progress recorded, 'done' with both stored
 * messages. On any failure the learner's message is removed, so that they can send it again, and the stream ends
 * with 'error'.
 */
export function streamReply(c: SignedInContext, turn: Turn, sentId: string, pending: PendingReply): Response {
  const { courseLibrary, database, env, logger } = c.get("services");
  const { db } = database;
  const { conversation, userId } = turn;
  c.header("Content-Type", "application/x-ndjson");
  return stream(c, async (out) => {
    const write: Write = (event) => out.write(`${JSON.stringify(event)}\n`);
    // A learner who leaves stops the provider's work.
    out.onAbort(() => pending.cancel.abort());
    try {
      const reply = await relayText(pending, write);
      const stored = await recordReply(db, turn, sentId, reply, pending.memory);
      const { userMessageCount, lessonCompleted } = await recordTypedMessage(db, userId, conversation, courseLibrary);
      await write({
        type: "done",
        userMessage: toChatMessage(stored.userMessage),
        reply: toChatMessage(stored.aiMessage),
        userMessageCount,
        lessonCompleted,
      });
      // After the learner has the reply; a statistic never fails it.
      await recordUsage(db, env.authSecret, userId, "message").catch((err) =>
        logger.warn({ err }, "usage event not recorded"),
      );
    } catch (err) {
      const failure = err instanceof TutorError ? err.failure : undefined;
      logger.error({ err, failure, conversationId: conversation.id }, "tutor reply failed");
      // Keep nothing half-done: the learner can send the same message again.
      await deleteMessage(db, sentId);
      await write({ type: "error", message: REPLY_FAILED });
    }
  });
}

/** Passes the reply's text on as it arrives; the whole reply once the tutor has finished. */
async function relayText({ first, events }: PendingReply, write: Write): Promise<TutorReply> {
  let reply: TutorReply | undefined;
  for (let next = await first; !next.done; next = await events.next()) {
    const event = next.value;
    if (event.type === "text") {
      await write(event);
      // Node sends a response's writes when the current burst of promise jobs ends; a provider that delivers many
      // chunks at once would otherwise hold the first text back until all are parsed.
      await new Promise((resolve) => setImmediate(resolve));
    } else reply = event.reply;
  }
  if (!reply) throw new Error("No data received from chat tutor");
  return reply;
}
