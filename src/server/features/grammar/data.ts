import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { type GrammarPage, PAGE_SIZE, type SaveGrammarInput } from "../../../shared/schemas/studio";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { savedGrammar as topics } from "../../db/schema";

/** The learner's topics, or those matching a search (`shape` "search"). */
const matching = (shape: string) => {
  const pattern = sql.placeholder("pattern");
  const learner = eq(topics.userId, sql.placeholder("userId"));
  return shape ? and(learner, or(ilike(topics.topic, pattern), ilike(topics.explanation, pattern))) : learner;
};
const topicPage = builtOnce((db, shape: string) =>
  db
    .select({
      id: topics.id,
      topic: topics.topic,
      explanation: topics.explanation,
      example: topics.example,
      savedAt: topics.savedAt,
    })
    .from(topics)
    .where(matching(shape))
    .orderBy(desc(topics.savedAt), desc(topics.id))
    .limit(PAGE_SIZE)
    .offset(sql.placeholder("offset"))
    .prepare(""),
);
const topicCount = builtOnce((db, shape: string) =>
  db.select({ n: count() }).from(topics).where(matching(shape)).prepare(""),
);

/** The learner's saved grammar topics: every query is filtered by the signed-in user's id. */
export async function listTopics(db: Db, userId: string, query: { q: string; offset: number }): Promise<GrammarPage> {
  const shape = query.q ? "search" : "";
  const values = { userId, pattern: containsPattern(query.q), offset: query.offset };
  const [rows, [total]] = await Promise.all([
    topicPage(db, shape).execute(values),
    topicCount(db, shape).execute(values),
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

/** Whether the learner has this topic saved. */
export async function hasTopic(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, id), eq(topics.userId, userId)));
  return rows.length > 0;
}

/** Saves a topic once per learner and topic; undefined when the learner had saved it already. */
export async function saveTopic(db: Db, userId: string, input: SaveGrammarInput) {
  const [row] = await db
    .insert(topics)
    .values({ userId, topic: input.topic, explanation: input.explanation, example: input.example ?? null })
    .onConflictDoNothing()
    .returning();
  return row;
}
