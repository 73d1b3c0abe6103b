import type { Db } from "../../db/client";
import { countInWindow } from "../../db/fixed-window";
import type { Services } from "../../http/context";
import { ApiError } from "../../http/errors";

export const TOO_MANY_TUTOR_CALLS = "You are sending messages too quickly. Please wait a moment and try again.";
const WINDOW_MS = 60_000;

/**
 * Counts one LLM tutor call for the learner and refuses it (429) past `limit` a minute, in the shared fixed-window
 * counter (better-auth's rate_limit table, under our own `tutor:` keys).
 */
export async function countTutorCall(db: Db, userId: string, limit: number, now = Date.now()): Promise<void> {
  const { count } = await countInWindow(db, `tutor:${userId}`, WINDOW_MS, now);
  if (count > limit) throw new ApiError(429, "TOO_MANY_REQUESTS", TOO_MANY_TUTOR_CALLS);
}

/** LLM calls count against the learner's per-minute limit; the offline tutor costs nothing and is exempt. */
export const limitTutorCall = ({ tutor, database, env }: Services, userId: string): Promise<void> =>
  tutor.kind === "llm" ? countTutorCall(database.db, userId, env.TUTOR_CALLS_PER_MINUTE) : Promise.resolve();
