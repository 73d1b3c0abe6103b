import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";

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
