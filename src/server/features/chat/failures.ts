import { ApiError } from "../../http/errors";
import type { Logger } from "../../logger";
import { TutorError } from "../../tutor/engine";

/** What the chat answers when something fails: the spec's messages; what a provider said is only logged. */

export const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");
export const stillBeingAnswered = () =>
  new ApiError(409, "IN_PROGRESS", "This message is still being answered. Please wait a moment.");
/** The reply stream's 'error' event: the learner can send the same message again. */
export const REPLY_FAILED = "Failed to get AI response. Please try again.";

/** A failed provider call becomes the spec's message for that feature (a 502). */
export async function orFail<T>(call: Promise<T>, log: Logger, code: string, message: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (!(err instanceof TutorError)) throw err;
    log.error({ err, failure: err.failure }, "tutor call failed");
    throw new ApiError(502, code, message);
  }
}
