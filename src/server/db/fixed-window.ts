import { lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { rateLimit } from "./schema";

/**
 * One request counted under `key` in a fixed window of `windowMs`: the count in the current window and when that
 * window started. The counter lives in the shared rate_limit table (so every server instance sees the same count);
 * one upsert counts atomically; for these rows last_request holds the start of the current window, so a limit is
 * "N per window" even while requests keep coming (a rolling "since the last request" window never reopens for a
 * school's steady stream of sign-ins from one address).
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ count: number; windowStart: number }> {
  const expired = sql`"rate_limit"."last_request" <= ${now - windowMs}`;
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
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  if (row!.count === 1) pruneEnded(db, now);
  return { count: row!.count, windowStart: Number(row!.windowStart) };
}

/** Windows are at most an hour; rows of windows ended longer ago are removed now and then (at most once a minute). */
const PRUNE_AFTER_MS = 60 * 60_000;
let prunedAt = 0;
function pruneEnded(db: Db, now: number) {
  if (now - prunedAt < 60_000) return;
  prunedAt = now;
  void db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - PRUNE_AFTER_MS))
    .catch(() => undefined);
}
