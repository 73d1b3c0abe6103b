import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { type GrammarPage, PAGE_SIZE } from "../../../shared/schemas/studio";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { savedGrammar as topics } from "../../db/schema";

/** The learner's saved grammar topics: every query is filtered by the signed-in user's id. */
export async function listTopics(db: Db, userId: string, query: { q: string; offset: number }): Promise<GrammarPage> {
  const filters: SQL[] = [eq(topics.userId, userId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(topics.topic, pattern), ilike(topics.explanation, pattern))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: topics.id,
        topic: topics.topic,
        explanation: topics.explanation,
        example: topics.example,
        savedAt: topics.savedAt,
      })
      .from(topics)
      .where(where)
      .orderBy(desc(topics.savedAt), desc(topics.id))
      .limit(PAGE_SIZE)
      .offset(query.offset),
    db.select({ n: count() }).from(topics).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    topics: rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() })),
    total: n,
    hasMore: query.offset + rows.length < n,
  };
}

export async function deleteTopic(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(topics)
    .where(and(eq(topics.id, id), eq(topics.userId, userId)))
    .returning({ id: topics.id });
  return rows.length > 0;
}
