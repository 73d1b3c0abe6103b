import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activity, reviewLog, savedVocabulary } from "../../db/schema";
import { createTestApp, json, signedInUser, type TestApp, type TestClient } from "../../testing/harness";
import { dueSession } from "./data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function save(client: TestClient, word: string, meaning = `${word} (meaning)`, language = "de") {
  const res = await client.post("/api/vocabulary", { word, meaning, language });
  expect(res.status).toBe(201);
  return (await json(res)).id as string;
}

/** Sets a word's review time directly: minutes from now (negative: past), or null. */
async function setNextReview(id: string, minutes: number | null, learned = false) {
  await t.database.db
    .update(savedVocabulary)
    .set({
      learned,
      nextReviewAt: minutes === null ? null : sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(eq(savedVocabulary.id, id));
}

describe("vocabulary list", () => {
  it("pages by 50, newest first, and filters by folder, status and search", async () => {
    const { client } = await signedInUser(t);
    for (let i = 0; i < 55; i++) await save(client, `Wort${String(i).padStart(2, "0")}`);
    const first = await json(await client.get("/api/vocabulary"));
    expect(first.words).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.words[0].word).toBe("Wort54");
    const second = await json(await client.get("/api/vocabulary?offset=50"));
    expect(second.words.map((w: { word: string }) => w.word)).toEqual([
      "Wort04",
      "Wort03",
      "Wort02",
      "Wort01",
      "Wort00",
    ]);
    expect(second.hasMore).toBe(false);

    // Search matches word or meaning, case-insensitively; LIKE wildcards are taken literally.
    await save(client, "Apfel", "apple 100%");
    expect(
      (await json(await client.get("/api/vocabulary?q=APPLE"))).words.map((w: { word: string }) => w.word),
    ).toEqual(["Apfel"]);
    expect((await json(await client.get("/api/vocabulary?q=apf"))).words).toHaveLength(1);
    expect((await json(await client.get(`/api/vocabulary?q=${encodeURIComponent("0%")}`))).words).toHaveLength(1);
    expect((await json(await client.get("/api/vocabulary?q=_"))).words).toHaveLength(0);

    // Status and folder filters.
    const { words } = await json(await client.get("/api/vocabulary?q=Apfel"));
    await client.patch(`/api/vocabulary/${words[0].id}`, { learned: true });
    expect((await json(await client.get("/api/vocabulary?status=learned"))).words).toHaveLength(1);
    expect((await json(await client.get("/api/vocabulary?status=learning&offset=50"))).words).toHaveLength(5);
    const folder = await json(await client.post("/api/vocabulary/folders", { name: "  Fruit  " }));
    expect(folder).toMatchObject({ name: "Fruit", color: "#6366f1", wordCount: 0 });
    await client.patch(`/api/vocabulary/${words[0].id}`, { folderId: folder.id });
    expect((await json(await client.get(`/api/vocabulary?folder=${folder.id}`))).words).toHaveLength(1);
    expect((await json(await client.get("/api/vocabulary?folder=unfiled&offset=50"))).words).toHaveLength(5);
  });

  it.each([
    ["status=done", "status: Status must be all, learning or learned"],
    ["folder=nope", "folder: Unknown folder"],
  ])("refuses ?%s with 400", async (query, message) => {
    const { client } = await signedInUser(t);
    const res = await client.get(`/api/vocabulary?${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
  });
});

describe("vocabulary folders", () => {
  it("counts words per folder; deleting a folder leaves its words unfiled", async () => {
    const { client } = await signedInUser(t);
    const travel = await json(
      await client.post("/api/vocabulary/folders", { name: "Travel Phrases", color: "#22c55e" }),
    );
    const id = await save(client, "Bahnhof");
    await save(client, "Zug");
    await client.patch(`/api/vocabulary/${id}`, { folderId: travel.id });
    expect(await json(await client.get("/api/vocabulary/folders"))).toMatchObject({
      folders: [{ name: "Travel Phrases", color: "#22c55e", wordCount: 1 }],
      total: 2,
      unfiled: 1,
    });
    expect((await client.patch(`/api/vocabulary/folders/${travel.id}`, { name: "Reisen" })).status).toBe(204);
    expect((await json(await client.get("/api/vocabulary/folders"))).folders[0].name).toBe("Reisen");
    expect((await client.delete(`/api/vocabulary/folders/${travel.id}`)).status).toBe(204);
    expect(await json(await client.get("/api/vocabulary/folders"))).toMatchObject({
      folders: [],
      total: 2,
      unfiled: 2,
    });
  });

  it.each([
    [{ name: "   " }, "name: Folder name is required"],
    [{ name: "x".repeat(51) }, "name: Folder names can be at most 50 characters"],
    [{ name: "Ok", color: "red" }, "color: Colour must be a hex colour such as #6366f1"],
  ])("refuses %j with a clear message", async (body, message) => {
    const { client } = await signedInUser(t);
    const res = await client.post("/api/vocabulary/folders", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
  });

  it("keeps another learner's words and folders out of reach", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const wordId = await save(a.client, "Geheimnis");
    const folder = await json(await a.client.post("/api/vocabulary/folders", { name: "Private" }));
    const bWord = await save(b.client, "Eigenes");
    expect((await json(await b.client.get("/api/vocabulary"))).words.map((w: { word: string }) => w.word)).toEqual([
      "Eigenes",
    ]);
    expect((await json(await b.client.get("/api/vocabulary/folders"))).folders).toEqual([]);
    expect((await b.client.patch(`/api/vocabulary/${wordId}`, { learned: true })).status).toBe(404);
    expect((await b.client.delete(`/api/vocabulary/${wordId}`)).status).toBe(404);
    expect((await b.client.post(`/api/vocabulary/${wordId}/review`, { rating: "easy" })).status).toBe(404);
    expect((await b.client.patch(`/api/vocabulary/folders/${folder.id}`, { name: "Mine" })).status).toBe(404);
    expect((await b.client.delete(`/api/vocabulary/folders/${folder.id}`)).status).toBe(404);
    // Moving one's own word into someone else's folder is refused.
    const move = await b.client.patch(`/api/vocabulary/${bWord}`, { folderId: folder.id });
    expect(move.status).toBe(404);
    expect((await json(move)).error.message).toBe("Folder not found");
    // Nothing of A's changed.
    const mine = await json(await a.client.get("/api/vocabulary"));
    expect(mine.words).toMatchObject([{ word: "Geheimnis", learned: false, reviewCount: 0 }]);
  });

  it("removes a word", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "Tschüss");
    expect((await client.delete(`/api/vocabulary/${id}`)).status).toBe(204);
    expect((await client.delete(`/api/vocabulary/${id}`)).status).toBe(404);
  });
});

describe("reviews and due words", () => {
  it("due: not learned and review time empty or past; overdue only when past", async () => {
    const { client } = await signedInUser(t);
    const fresh = await save(client, "neu");
    const past = await save(client, "fällig");
    const future = await save(client, "später");
    const learned = await save(client, "gelernt");
    await setNextReview(past, -5);
    await setNextReview(future, 5);
    await setNextReview(learned, -5, true);
    const due = await json(await client.get("/api/vocabulary/due"));
    // Overdue first, then never-reviewed words.
    expect(due.words.map((w: { id: string }) => w.id)).toEqual([past, fresh]);
    expect(due.count).toBe(2);
    expect(due.overdue).toBe(true);

    await setNextReview(past, 5);
    const onlyNew = await json(await client.get("/api/vocabulary/due"));
    expect(onlyNew).toMatchObject({ count: 1, overdue: false });
    await setNextReview(fresh, 5);
    expect(await json(await client.get("/api/vocabulary/due"))).toEqual({ words: [], count: 0, overdue: false });
  });

  it("counts due words up to 100 and serves a session of the daily review goal", async () => {
    const { client, id: userId } = await signedInUser(t);
    await t.database.db
      .insert(savedVocabulary)
      .values(Array.from({ length: 120 }, (_, i) => ({ userId, word: `w${i}`, meaning: `m${i}`, language: "de" })));
    await client.patch("/api/settings", { dailyReviewGoal: 10 });
    const due = await json(await client.get("/api/vocabulary/due"));
    expect(due.count).toBe(100);
    expect(due.words).toHaveLength(10);
  });

  it("schedules by the learner's intervals: hard -> first, easy -> the next by review count, mastered -> learned", async () => {
    const { client, id: userId } = await signedInUser(t);
    await client.patch("/api/settings", { spacedRepetitionIntervals: [2, 5, 9] });
    const id = await save(client, "Haus");
    const review = async (rating: string) => json(await client.post(`/api/vocabulary/${id}/review`, { rating }));

    const easy1 = await review("easy");
    expect(easy1.nextReviewDays).toBe(5);
    expect(easy1.word).toMatchObject({ reviewCount: 1, reviewInterval: 5, learned: false });
    const days = (Date.parse(easy1.word.nextReviewAt) - Date.parse(easy1.word.lastReviewedAt)) / 86_400_000;
    expect(days).toBeCloseTo(5, 5);
    expect((await review("easy")).nextReviewDays).toBe(9);
    expect((await review("easy")).nextReviewDays).toBe(9); // capped at the last interval
    expect((await review("hard")).word).toMatchObject({ reviewCount: 4, reviewInterval: 2 });
    const mastered = await review("mastered");
    expect(mastered.word).toMatchObject({ reviewCount: 5, learned: true });

    const reviews = await t.database.db
      .select({ count: activity.count })
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.kind, "words_reviewed")));
    expect(reviews).toHaveLength(5);
  });

  it("keeps review_count consistent when one card is rated twice at once", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "gleichzeitig");
    const results = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/vocabulary/${id}/review`, { rating: "easy" })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.reviewCount).toBe(4);
    // The interval belongs to the fourth review (capped at the last default interval index).
    expect(row!.reviewInterval).toBe(30);
  });

  it("refuses an unknown rating", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "Katze");
    const res = await client.post(`/api/vocabulary/${id}/review`, { rating: "meh" });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("rating: Rating must be hard, easy or mastered");
  });
});

describe("reviews made offline (sent later with an id and the time they were made)", () => {
  const send = (client: TestClient, id: string, body: object) => client.post(`/api/vocabulary/${id}/review`, body);
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  it("applies a review once however often it is sent, each in the order sent", async () => {
    const { client, id: userId } = await signedInUser(t);
    const id = await save(client, "der Bahnhof");
    const first = { rating: "easy", reviewId: crypto.randomUUID(), reviewedAt: hoursAgo(3) };
    const firstResult = await json(await send(client, id, first));
    expect(firstResult.word).toMatchObject({ reviewCount: 1, reviewInterval: 3 });
    // Sent again (the answer was lost on the way back): nothing changes, the same word comes back.
    const again = await send(client, id, first);
    expect(again.status).toBe(200);
    expect((await json(again)).word).toEqual(firstResult.word);
    // Twice at once: still one.
    const second = { rating: "hard", reviewId: crypto.randomUUID(), reviewedAt: hoursAgo(2) };
    const both = await Promise.all([send(client, id, second), send(client, id, second)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);

    const log = await t.database.db
      .select()
      .from(reviewLog)
      .where(eq(reviewLog.wordId, id))
      .orderBy(asc(reviewLog.reviewedAt));
    expect(log.map((r) => [r.rating, r.clientReviewId])).toEqual([
      ["easy", first.reviewId],
      ["hard", second.reviewId],
    ]);
    const [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.reviewCount).toBe(2);
    // Scheduled from when the review was made: 'Need Practice' two hours ago is due in one day minus two hours.
    expect(row!.lastReviewedAt!.toISOString()).toBe(second.reviewedAt);
    expect(row!.nextReviewAt!.getTime()).toBe(Date.parse(second.reviewedAt) + 86_400_000);
    const studied = await t.database.db
      .select()
      .from(activity)
      .where(and(eq(activity.userId, userId), eq(activity.kind, "words_reviewed")));
    expect(studied).toHaveLength(2);
  });

  it("schedules from now a review time in the future or older than 30 days", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "die Zukunft");
    const before = Date.now();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await send(client, id, { rating: "hard", reviewId: crypto.randomUUID(), reviewedAt: future });
    let [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.lastReviewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.lastReviewedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await send(client, id, { rating: "hard", reviewId: crypto.randomUUID(), reviewedAt: hoursAgo(24 * 31) });
    [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.lastReviewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("an id is the learner's own: another learner's review with the same id is applied to theirs", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const reviewId = crypto.randomUUID();
    const wordA = await save(a.client, "das Fenster");
    const wordB = await save(b.client, "die Tür");
    expect((await json(await send(a.client, wordA, { rating: "easy", reviewId }))).word.reviewCount).toBe(1);
    expect((await json(await send(b.client, wordB, { rating: "easy", reviewId }))).word.reviewCount).toBe(1);
  });

  it("FSRS schedules an offline review from its own time too, and once", async () => {
    const { client } = await signedInUser(t);
    await client.patch("/api/settings", { reviewScheduler: "fsrs" });
    const id = await save(client, "der Regen");
    const review = { rating: "easy", reviewId: crypto.randomUUID(), reviewedAt: hoursAgo(5) };
    await send(client, id, review);
    await send(client, id, review);
    const [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.reviewCount).toBe(1);
    expect(row!.lastReviewedAt!.toISOString()).toBe(review.reviewedAt);
    expect(row!.fsrsCard).toMatchObject({ reps: 1 });
  });

  it("refuses a malformed review id or time with a message", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "die Uhr");
    const badId = await send(client, id, { rating: "easy", reviewId: "seven" });
    expect(badId.status).toBe(400);
    expect((await json(badId)).error.message).toBe("reviewId: The review id must be a UUID");
    const badTime = await send(client, id, { rating: "easy", reviewedAt: "yesterday" });
    expect(badTime.status).toBe(400);
    expect((await json(badTime)).error.message).toBe("reviewedAt: The review time must be an ISO date and time");
  });
});

describe("adaptive scheduling (FSRS) as a Learning setting", () => {
  const review = async (client: TestClient, id: string, rating: string) => {
    const res = await client.post(`/api/vocabulary/${id}/review`, { rating });
    expect(res.status).toBe(200);
    return json(res);
  };
  const logOf = (id: string) =>
    t.database.db.select().from(reviewLog).where(eq(reviewLog.wordId, id)).orderBy(asc(reviewLog.reviewedAt));

  it("keeps every review in the log, so switching schedulers loses no history", async () => {
    const { client } = await signedInUser(t);
    const id = await save(client, "die Brücke");
    // Fixed intervals (the default): the spec's rule, and each review logged.
    expect((await review(client, id, "easy")).nextReviewDays).toBe(3);
    await setNextReview(id, -1);
    expect((await review(client, id, "easy")).nextReviewDays).toBe(7);
    expect((await logOf(id)).map((r) => [r.scheduler, r.rating, r.intervalDays])).toEqual([
      ["fixed", "easy", 3],
      ["fixed", "easy", 7],
    ]);

    // Adaptive: the card is rebuilt from those two reviews; the tooltips show what FSRS will do.
    expect((await client.patch("/api/settings", { reviewScheduler: "fsrs" })).status).toBe(200);
    await setNextReview(id, -1);
    const due = await json(await client.get("/api/vocabulary/due"));
    const card = due.words.find((w: { id: string }) => w.id === id);
    expect(card.preview.easy).toBeGreaterThan(card.preview.hard);
    const adaptive = await review(client, id, "easy");
    expect(adaptive.nextReviewDays).toBe(card.preview.easy);
    expect(adaptive.word.reviewInterval).toBe(card.preview.easy);
    const log = await logOf(id);
    expect(log.map((r) => r.scheduler)).toEqual(["fixed", "fixed", "fsrs"]);
    expect(log[2]!.fsrsCard).toMatchObject({ reps: 3 });

    // Back to fixed intervals: the same history goes on.
    await client.patch("/api/settings", { reviewScheduler: "fixed" });
    await review(client, id, "hard");
    expect((await logOf(id)).map((r) => [r.scheduler, r.rating])).toContainEqual(["fixed", "hard"]);
    const [row] = await t.database.db.select().from(savedVocabulary).where(eq(savedVocabulary.id, id));
    expect(row!.fsrsCard).toBeNull();
    expect(row!.reviewCount).toBe(4);
    // The log is the learner's data: in the export.
    const exported = await json(await client.get("/api/account/export"));
    expect(exported.reviewLog.map((r: { scheduler: string }) => r.scheduler)).toEqual([
      "fixed",
      "fixed",
      "fsrs",
      "fixed",
    ]);
  });

  it("'Need Practice' schedules sooner than 'Got It!', and 'Mark as Mastered' stays as it is", async () => {
    const { client } = await signedInUser(t);
    await client.patch("/api/settings", { reviewScheduler: "fsrs" });
    const a = await save(client, "der Apfel");
    const b = await save(client, "die Birne");
    const c = await save(client, "die Kirsche");
    const hard = await review(client, a, "hard");
    const easy = await review(client, b, "easy");
    expect(hard.nextReviewDays).toBeLessThan(easy.nextReviewDays);
    const mastered = await review(client, c, "mastered");
    expect(mastered.word.learned).toBe(true);
    expect((await logOf(c)).map((r) => r.rating)).toEqual(["mastered"]);
    expect((await client.patch("/api/settings", { reviewScheduler: "sometimes" })).status).toBe(400);
  });

  it("the due query stays on its index, whichever scheduler set the review times", async () => {
    const { id } = await signedInUser(t);
    const query = dueSession(t.database.db, id, 20).toSQL();
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql.raw(`explain ${inline(query.sql, query.params)}`));
      return JSON.stringify(rows);
    });
    expect(plan).toContain("saved_vocabulary_user_due_idx");
  });
});

/** A query's text with its parameters written in, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}
