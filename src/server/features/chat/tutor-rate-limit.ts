import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimit } from "../../db/schema";
import type { Services } from "../../http/context";
import { ApiError } from "../../http/errors";

export const TOO_MANY_TUTOR_CALLS = "You are sending messages too quickly. Please wait a moment and try again.";
const WINDOW_MS = 60_000;

/**
 * Counts one LLM tutor call for the learner and refuses it (429) past `limit` a minute. The counter lives in the
 * shared rate_limit table (better-auth's, under our own `tutor:` keys), so every server instance sees the same count;
 * one upsert counts atomically. For these keys last_request holds the start of the current one-minute window.
 */
export async function countTutorCall(db: Db, userId: string, limit: number, now = Date.now()): Promise<void> {
  const key = `tutor:${userId}`;
  const expired = sql`"rate_limit"."last_request" <= ${now - WINDOW_MS}`;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${expired} then 1 else "rate_limit"."count" + 1 end`,
        lastRequest: sql`case when ${expired} then ${now} else "rate_limit"."last_request" end`,
      },
    })
    .returning({ count: rateLimit.count });
  if (row && row.count > limit) throw new ApiError(429, "TOO_MANY_REQUESTS", TOO_MANY_TUTOR_CALLS);
}

/** LLM calls count against the learner's per-minute limit; the offline tutor costs nothing and is exempt. */
export const limitTutorCall = ({ tutor, database, env }: Services, userId: string): Promise<void> =>
  tutor.kind === "llm" ? countTutorCall(database.db, userId, env.TUTOR_CALLS_PER_MINUTE) : Promise.resolve();
