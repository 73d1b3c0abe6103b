import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, signedInUser, type TestApp } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("grammar topics", () => {
  it("lists 50 a page with the total for 'Load More (N remaining)', searching topic and explanation", async () => {
    const { client } = await signedInUser(t);
    for (let i = 0; i < 53; i++) {
      await client.post("/api/grammar", { topic: `Topic ${i}`, explanation: i === 7 ? "The dative case" : "Other" });
    }
    const first = await json(await client.get("/api/grammar"));
    expect(first.topics).toHaveLength(50);
    expect(first).toMatchObject({ total: 53, hasMore: true });
    expect(first.topics[0].topic).toBe("Topic 52");
    const second = await json(await client.get("/api/grammar?offset=50"));
    expect(second.topics.map((x: { topic: string }) => x.topic)).toEqual(["Topic 2", "Topic 1", "Topic 0"]);
    expect(second.hasMore).toBe(false);
    const found = await json(await client.get("/api/grammar?q=DATIVE"));
    expect(found).toMatchObject({ total: 1, hasMore: false, topics: [{ topic: "Topic 7", example: null }] });
    expect((await json(await client.get("/api/grammar?q=topic%2051"))).total).toBe(1);
  });

  it("deletes a topic of the learner only", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const saved = await json(await a.client.post("/api/grammar", { topic: "Word order", explanation: "Verb second" }));
    expect((await b.client.delete(`/api/grammar/${saved.id}`)).status).toBe(404);
    expect((await json(await b.client.get("/api/grammar"))).total).toBe(0);
    expect((await a.client.delete(`/api/grammar/${saved.id}`)).status).toBe(204);
    expect((await json(await a.client.get("/api/grammar"))).total).toBe(0);
    expect((await a.client.delete(`/api/grammar/${saved.id}`)).status).toBe(404);
    expect((await a.client.delete("/api/grammar/not-a-uuid")).status).toBe(400);
  });
});
