import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTemporaryDatabase } from "../testing/postgres";
import { openDatabase } from "./client";
import { selectRows } from "./rows";

const adminUrl = process.env.TEST_DATABASE_URL;

describe("migrations on PostgreSQL", () => {
  it("lets several instances start on one new database at once: they migrate one after the other", async () => {
    const temporary = await createTemporaryDatabase(adminUrl!, "parley_migrate");
    try {
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: temporary.url })));
      const [applied] = await selectRows<{ n: number; distinct: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(applied!.distinct);
      expect(applied!.n).toBeGreaterThan(9);
      await Promise.all(instances.map((db) => db.close()));
    } finally {
      await temporary.drop();
    }
  });
});
