import { type ActionFunctionArgs, data, redirect } from "react-router";
import { ApiError } from "../../lib/api";
import { formFields } from "../../lib/form-fields";
import { chatApi } from "./api";

/** What the chat shows after a message sent without the page's code was refused: it stays in the box, and why. */
export interface ChatFormResult {
  typed: string;
  /** The schema's message (translated by the page), the API's (a rate limit says when), or none: the reply failed. */
  message?: string;
}

/**
 * A chat message sent without the page's code (decision 0023): checked with the shared schema, sent to the same API
 * as the app sends it (the reply is stored whole, not streamed), then the chat again by a 303, the reply in it.
 */
export async function chatAction({ request }: ActionFunctionArgs) {
  const field = await formFields(request);
  const typed = field("content");
  const { sendMessageSchema } = await import("../../../shared/schemas/chat");
  const checked = sendMessageSchema.safeParse({ clientId: field("clientId"), content: typed });
  if (!checked.success)
    return data<ChatFormResult>({ typed, message: checked.error.issues[0]?.message }, { status: 400 });
  let failed = false;
  try {
    await chatApi.send(field("conversationId"), checked.data.clientId, checked.data.content, (event) => {
      if (event.type === "error") failed = true;
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.answerStatus;
    return data<ChatFormResult>(
      { typed, message: status === 429 || status === 400 ? error.message : undefined },
      { status },
    );
  }
  if (failed) return data<ChatFormResult>({ typed }, { status: 502 });
  throw redirect(new URL(request.url).pathname, 303);
}
