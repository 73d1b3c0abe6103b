import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { UsageKind } from "../../../shared/schemas/usage";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";

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

/** The operator's view of the usage statistics (`npm run usage`): per day, and per feature over the period. */
export interface UsageReport {
  days: { day: string; learners: number; events: number }[];
  features: { kind: string; detail: string | null; events: number; learnerDays: number }[];
}

export async function usageReport(db: Db, since: string): Promise<UsageReport> {
  const days = await selectRows<{ day: string; learners: number; events: number }>(
    db,
    sql`select day::text as day, count(distinct learner)::int as learners, count(*)::int as events
        from usage_events where day >= ${since}::date group by day order by day`,
  );
  const features = await selectRows<UsageReport["features"][number]>(
    db,
    sql`select kind, detail, count(*)::int as events, count(distinct (day, learner))::int as "learnerDays"
        from usage_events where day >= ${since}::date group by kind, detail order by events desc, kind, detail`,
  );
  return { days, features };
}
