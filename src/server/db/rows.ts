import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The rows of a plain SQL query (both drivers answer with `{ rows }`), for hot reads where the query builder's
 * per-row mapping costs more than the query itself.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}
