import { eq, sql } from "drizzle-orm";
import { loadGlossary } from "../../src/server/content/load";
import { openDatabase } from "../../src/server/db/client";
import { learnerMistakes, savedVocabulary, user } from "../../src/server/db/schema";
import { loadCorrector } from "../../src/server/tutor/offline/corrections";
import { glossaryWords } from "../../src/server/tutor/offline/glossary-index";
import { learnerErrors, score, scoreByCategory } from "../../src/server/tutor/offline/learner-errors/evaluate";
import { replyTimes } from "./chat";
import { latency, percentile } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { startServer } from "./server";

type Row = [string, string, string];
const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** The offline tutor on the held-out half of the learner-error sets (src/server/tutor/offline/learner-errors). */
export async function correctionRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [language, native, course, name] of [
    ["de", "en", "complete-german", "German"],
    ["en", "de", "complete-english", "English"],
  ] as const) {
    const corrector = await loadCorrector(language, native, glossaryWords(loadGlossary(course)));
    const sentences = learnerErrors(language, "held-out");
    const s = score(sentences, (text) => corrector.check(text));
    const withErrors = sentences.filter((x) => x.corrected).length;
    rows.push([
      `offline corrections, ${name} held-out (${withErrors} with mistakes, ${sentences.length - withErrors} correct)`,
      `recall ${percent(s.recall)} · right fix ${percent(s.rightFix)} · correct flagged ${percent(s.falseFlags)}`,
      "recall >= 85 % · fix >= 75 % · flagged <= 3 %",
    ]);
    rows.push(...grammarRows(name, learnerErrors(language, "held-out", "grammar"), (text) => corrector.check(text)));
  }
  return rows;
}

/** The grammar sets' held-out half, per category: mistakes flagged and fixed, correct sentences changed (issue 38). */
function grammarRows(
  name: string,
  sentences: ReturnType<typeof learnerErrors>,
  check: Parameters<typeof scoreByCategory>[1],
): Row[] {
  const scores = scoreByCategory(sentences, check);
  const rows: Row[] = scores.map((c) => [
    `offline grammar, ${name} held-out: ${c.category} (${c.mistakes} mistakes, ${c.correct} correct)`,
    `flagged ${c.flagged} · right ${c.fixed} (${percent(c.fixed / Math.max(1, c.mistakes))}) · correct changed ${c.changed}`,
    "right >= 70 % (goal 85 %) · changed <= 1 %",
  ]);
  const total = (key: "mistakes" | "flagged" | "correct" | "changed") => scores.reduce((n, c) => n + c[key], 0);
  rows.push([
    `offline grammar, ${name} held-out: all (${total("mistakes")} mistakes, ${total("correct")} correct)`,
    `flagged ${percent(total("flagged") / Math.max(1, total("mistakes")))} · correct changed ${percent(total("changed") / Math.max(1, total("correct")))}`,
    "flagged >= 80 % · changed <= 1 %",
  ]);
  return rows;
}

const MISTAKES = 100_000;
const CATEGORIES = ["spelling", "capitalisation", "punctuation", "word-order", "verb-form", "gender-case"];

/** 100,000 recorded mistakes of one learner, with counts and times spread out. */
async function seedMistakes(databaseUrl: string, email: string) {
  const database = await openDatabase({ url: databaseUrl });
  const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const userId = row!.id;
  const now = Date.now();
  for (let start = 0; start < MISTAKES; start += 2000) {
    await database.db.insert(learnerMistakes).values(
      Array.from({ length: 2000 }, (_, k) => {
        const i = start + k;
        const at = new Date(now - i * 60_000);
        return {
          userId,
          language: "de",
          key: `spelling:wort${i}>Wort${i}`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          wrong: `wort${i}`,
          right: `Wort${i}`,
          count: 1 + (i % 7),
          sentence: `Das ist mein wort${i}.`,
          correctedSentence: `Das ist mein Wort${i}.`,
          firstSeenAt: at,
          lastSeenAt: at,
          learnedAt: i % 10 === 0 ? at : null,
        };
      }),
    );
  }
  // Words due for review, for the tutor's memory.
  await database.db
    .insert(savedVocabulary)
    .values(
      Array.from({ length: 200 }, (_, i) => ({ userId, word: `Wort${i}`, meaning: `word ${i}`, language: "de" })),
    );
  // The steady state autovacuum keeps (the trigger rewrote the few per-category rows once per mistake).
  await database.db.execute(sql`vacuum analyze learner_mistakes, learner_mistake_categories`);
  await database.close();
}

/** 'My mistakes' for a learner with 100,000 mistakes, and what personalisation adds to a tutor reply. */
export async function mistakesPostgres(databaseUrl: string, seconds: number): Promise<Row[]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000", DATABASE_URL: databaseUrl });
  try {
    const credentials = await verifiedUser(server);
    await seedMistakes(databaseUrl, credentials.email);
    const cookie = await sessionCookie(server, credentials);
    const rows: Row[] = [
      [
        `GET /api/mistakes first page, ${MISTAKES.toLocaleString("en")} mistakes, PostgreSQL, 1 conn.`,
        (await latency(server, cookie, "/api/mistakes", seconds, 1)).text,
        "p99 <= 15 ms",
      ],
      [
        `GET /api/mistakes one category, ${MISTAKES.toLocaleString("en")} mistakes, PostgreSQL, 1 conn.`,
        (await latency(server, cookie, "/api/mistakes?category=verb-form", seconds, 1)).text,
        "report",
      ],
    ];
    const setPersonalised = (on: boolean) =>
      fetch(`${server.url}/api/settings`, {
        method: "PATCH",
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ personalizedLearning: on }),
      });
    await replyTimes(server, cookie, 5); // warm-up: the dictionary loads on first use
    await setPersonalised(false);
    const off = await replyTimes(server, cookie, 100);
    await setPersonalised(true);
    const on = await replyTimes(server, cookie, 100);
    rows.push([
      "offline reply with personalisation on vs off (p50), PostgreSQL, sequential, 100 each",
      `on ${percentile(on, 50).toFixed(1)} ms · off ${percentile(off, 50).toFixed(1)} ms · adds ${(percentile(on, 50) - percentile(off, 50)).toFixed(1)} ms`,
      "adds <= 5 ms",
    ]);
    return rows;
  } finally {
    await server.stop();
  }
}
