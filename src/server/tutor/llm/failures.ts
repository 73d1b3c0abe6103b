import {
  APICallError,
  JSONParseError,
  NoContentGeneratedError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from "ai";
import { TutorError } from "../engine";

/**
 * The failure policy of LLM calls: which provider error is which TutorFailure, and which are worth one more attempt.
 * Malformed or schema-invalid output and server errors (5xx, dropped connections) get one retry; a timeout (the
 * learner has waited long enough), a provider's rate limit (retrying makes it worse) and other 4xx (a bad key or
 * model name will not fix itself) do not.
 */

const brief = (text: unknown) => String(text ?? "").slice(0, 300);

export function classify(error: unknown, deadline: AbortSignal): TutorError {
  if (error instanceof TutorError) return error;
  if (deadline.aborted) return new TutorError("timeout", "the provider did not answer in time");
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const said = `provider answered ${status ?? "without a status"}: ${brief(error.responseBody ?? error.message)}`;
    return new TutorError(status === 429 ? "rate-limited" : "provider", said);
  }
  if (
    NoObjectGeneratedError.isInstance(error) ||
    NoOutputGeneratedError.isInstance(error) ||
    NoContentGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return new TutorError("invalid-output", `unusable output: ${brief((error as Error).message)}`);
  }
  return new TutorError("provider", `provider call failed: ${brief((error as Error)?.message ?? error)}`);
}

/** Whether a failed first attempt is worth a second one. */
export function retryable(error: TutorError, cause: unknown): boolean {
  if (error.failure === "invalid-output") return true;
  if (error.failure !== "provider") return false;
  const status = APICallError.isInstance(cause) ? cause.statusCode : undefined;
  return status === undefined || status >= 500;
}
