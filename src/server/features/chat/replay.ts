import type { ReplyEvent } from "../../../shared/schemas/chat";
import type { SignedInContext } from "../../http/context";
import type { Turn } from "./check-conversation";
import { countUserMessages, findByClientId, toChatMessage } from "./data";
import { stillBeingAnswered } from "./failures";

/**
 * A message sent again under the same client id (a retry) is answered with what was stored: its reply as the
 * stream's one 'done' event, or a 409 while it is still being answered. Nothing reaches the tutor again.
 */

type Sent = NonNullable<Awaited<ReturnType<typeof findByClientId>>>;

/** The answer to a message that was sent before, or undefined when it is new. */
export async function earlierAnswer(c: SignedInContext, turn: Turn): Promise<Response | undefined> {
  if (!turn.sentBefore) return undefined;
  const earlier = await findByClientId(c.get("services").database.db, turn.conversation.id, turn.message.clientId);
  return earlier && replay(c, turn, earlier);
}

/** The same message arrived twice at once and the other one was stored: this one is answered like a retry. */
export async function racedAnswer(c: SignedInContext, turn: Turn): Promise<Response> {
  const raced = await findByClientId(c.get("services").database.db, turn.conversation.id, turn.message.clientId);
  if (raced) return replay(c, turn, raced);
  throw stillBeingAnswered();
}

async function replay(c: SignedInContext, turn: Turn, sent: Sent): Promise<Response> {
  if (!sent.reply) throw stillBeingAnswered();
  const done: ReplyEvent = {
    type: "done",
    userMessage: toChatMessage(sent.sent),
    reply: toChatMessage(sent.reply),
    userMessageCount: await countUserMessages(c.get("services").database.db, turn.conversation.id),
    lessonCompleted: false,
  };
  return c.body(`${JSON.stringify(done)}\n`, 200, { "Content-Type": "application/x-ndjson" });
}
