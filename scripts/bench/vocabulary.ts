import { eq, sql } from "drizzle-orm";
import { type Db, openDatabase } from "../../src/server/db/client";
import { savedVocabulary, user } from "../../src/server/db/schema";
import { latency } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { startServer } from "./server";

type Row = [string, string, string];
const BIG = 100_000;
const SMALL = 1_000;
const CONNECTIONS = 4;

/**
 * Saved words for one learner: a third due (review time past), a third scheduled later, a third learned, all in
 * the same language, spread over a year of saving, so every filter and order meets realistic data.
 */
export async function seedWords(db: Db, userId: string, count: number) {
  const day = 86_400_000;
  const now = Date.now();
  for (let start = 0; start < count; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - start) }, (_, j) => {
      const i = start + j;
      const kind = i % 3;
      return {
        userId,
        word: `Wort${i}`,
        meaning: `meaning ${i}`,
        language: "de",
        learned: kind === 2,
        savedAt: new Date(now - (i % 365) * day - i),
        reviewCount: kind === 0 ? 0 : 2,
        nextReviewAt: kind === 0 ? new Date(now - (i % 30) * day - 1) : new Date(now + ((i % 30) + 1) * day),
      };
    });
    await db.insert(savedVocabulary).values(batch);
  }
  await db.execute(sql`analyze saved_vocabulary`);
}

async function seedWordsFor(databaseUrl: string, email: string, count: number) {
  const database = await openDatabase({ url: databaseUrl });
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await seedWords(database.db, row!.id, count);
  await database.close();
}

/** Vocabulary list and due count on PostgreSQL: one learner with 100,000 words, another with 1,000. */
export async function vocabularyRows(databaseUrl: string, seconds: number): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000", DATABASE_URL: databaseUrl });
  try {
    const big = await verifiedUser(server);
    const small = await verifiedUser(server);
    await seedWordsFor(databaseUrl, big.email, BIG);
    await seedWordsFor(databaseUrl, small.email, SMALL);
    const bigCookie = await sessionCookie(server, big);
    const smallCookie = await sessionCookie(server, small);
    const list = await latency(server, bigCookie, "/api/vocabulary", seconds, CONNECTIONS);
    const learning = await latency(
      server,
      bigCookie,
      "/api/vocabulary?status=learning&offset=500",
      seconds,
      CONNECTIONS,
    );
    const search = await latency(server, bigCookie, "/api/vocabulary?q=meaning%204242", seconds, CONNECTIONS);
    const dueBig = await latency(server, bigCookie, "/api/vocabulary/due", seconds, CONNECTIONS);
    const dueSmall = await latency(server, smallCookie, "/api/vocabulary/due", seconds, CONNECTIONS);
    const ratio = dueBig.p50 / Math.max(dueSmall.p50, 0.001);
    return [
      [`GET /api/vocabulary (first page), 100k words, PostgreSQL, ${CONNECTIONS} conn.`, list.text, "p99 <= 15 ms"],
      [`GET /api/vocabulary?status=learning, page 11, 100k words, PostgreSQL`, learning.text, "report"],
      [`GET /api/vocabulary?q= (search), 100k words, PostgreSQL`, search.text, "report"],
      [`GET /api/vocabulary/due (count + session), 100k words, PostgreSQL`, dueBig.text, "report"],
      [`GET /api/vocabulary/due, 1k words, PostgreSQL`, dueSmall.text, "report"],
      ["due endpoint p50 ratio, 100k words / 1k words", ratio.toFixed(2), "<= 1.5"],
    ];
  } finally {
    await server.stop();
  }
}
