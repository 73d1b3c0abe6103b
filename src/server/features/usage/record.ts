import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { UsageKind } from "../../../shared/schemas/usage";
import type { Db } from "../../db/client";

/**
 * Records a product event for the operator's usage statistics, only if the learner has 'Analytics' on (checked in
 * the same statement). No content, no address; the learner is a hash of their id and the day under the server's
 * secret (docs/decisions/0016-usage-statistics.md).
 */
export async function recordUsage(
  db: Db,
  secret: string,
  userId: string,
  kind: UsageKind,
  detail: string | null = null,
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const learner = createHmac("sha256", secret).update(`usage:${day}:${userId}`).digest("base64url").slice(0, 22);
  await db.execute(sql`
    insert into usage_events (day, kind, detail, learner)
    select ${day}, ${kind}, ${detail}, ${learner}
    where exists (select 1 from user_settings s where s.user_id = ${userId} and s.analytics)`);
}
