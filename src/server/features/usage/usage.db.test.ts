import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageEvents } from "../../db/schema";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp } from "../../testing/harness";
import { usageReport } from "./data";

/** First-party usage statistics: recorded only with 'Analytics' on, without content, and counted for the operator. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { chatPath } = firstGermanChat();
const today = () => new Date().toISOString().slice(0, 10);

async function useEverything(client: Awaited<ReturnType<typeof signedInUser>>["client"]) {
  expect((await client.post("/api/usage/page", { page: "/course/:courseId/scenarios" })).status).toBe(204);
  const conversation = await json(await client.get(chatPath));
  const sent = await client.post(`/api/chat/conversations/${conversation.id}/messages`, {
    clientId: crypto.randomUUID(),
    content: "Hallo, ich heiße Ada.",
  });
  await sent.text();
  const word = await json(
    await client.post("/api/vocabulary", { word: "die Brücke", meaning: "bridge", language: "de" }),
  );
  expect((await client.post(`/api/vocabulary/${word.id}/review`, { rating: "easy" })).status).toBe(200);
}

describe("usage statistics", () => {
  it("record pages, messages and reviews of a learner with 'Analytics' on, with nothing that names them", async () => {
    await t.database.db.delete(usageEvents);
    const ada = await signedInUser(t, "Ada Lovelace");
    await useEverything(ada.client);
    const rows = await t.database.db.select().from(usageEvents);
    expect(rows.map((r) => [r.kind, r.detail]).sort()).toEqual([
      ["message", null],
      ["page", "/course/:courseId/scenarios"],
      ["review", null],
    ]);
    const stored = JSON.stringify(rows);
    for (const personal of [ada.id, ada.email, "Ada", "Hallo", "Brücke"]) expect(stored).not.toContain(personal);
    expect(new Set(rows.map((r) => r.learner)).size).toBe(1);

    const report = await usageReport(t.database.db, today());
    expect(report.days).toEqual([{ day: today(), learners: 1, events: 3 }]);
    expect(report.features).toContainEqual({ kind: "message", detail: null, events: 1, learnerDays: 1 });
  });

  it("record nothing for a learner with 'Analytics' off", async () => {
    await t.database.db.delete(usageEvents);
    const bob = await signedInUser(t, "Bob");
    expect((await bob.client.patch("/api/settings", { analytics: false })).status).toBe(200);
    await useEverything(bob.client);
    expect(await t.database.db.select().from(usageEvents)).toEqual([]);
  });

  it("take a page's route pattern, not a URL or text", async () => {
    const ada = await signedInUser(t);
    for (const page of ["https://example.com/", "/course/x?email=a@b.c", "not a page"]) {
      const res = await ada.client.post("/api/usage/page", { page });
      expect(res.status).toBe(400);
      expect((await json(res)).error.message).toContain("A page is named by its route pattern.");
    }
  });

  it("count the 'Page not found' page by its pattern, '*'", async () => {
    await t.database.db.delete(usageEvents);
    const ada = await signedInUser(t);
    expect((await ada.client.post("/api/usage/page", { page: "*" })).status).toBe(204);
    const rows = await t.database.db.select().from(usageEvents);
    expect(rows.map((r) => [r.kind, r.detail])).toEqual([["page", "*"]]);
  });
});
