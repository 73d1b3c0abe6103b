import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCourses } from "./content/load";
import { routesOf } from "./testing/fuzz";
import { createTestApp, json, signedInUser, type TestApp, type TestClient, testClient } from "./testing/harness";
import { sourceWebBundle } from "./testing/web";

/**
 * The authorisation matrix: two learners with data in every per-user resource; each of B's attempts on A's ids
 * must fail exactly as for an id that does not exist, change nothing of A's, and B's reads must show none of A's
 * rows. Visitors get 401 on every personal route.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: await sourceWebBundle() });
});
afterAll(() => t.close());

const german = loadCourses().find((c) => c.id === "complete-german")!;
const scenario = german.chapters[0]!.scenarios[0]!;
const character = scenario.characters[0]!;
const MISSING = "00000000-0000-4000-8000-000000000000";

async function created(res: Response) {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return json(res);
}

/** A learner's own scenario, as the Learning Studio's form sends it. */
const ownScenario = (tag: string) => ({
  title: `Scenario ${tag}`,
  description: "Returning a broken kettle",
  difficulty: "beginner",
  language: "de",
  goal: "Get my money back",
  tutorName: "Herr Braun",
  tutorRole: "Shop assistant",
  avatar: character.id,
});

/** A learner with one of everything. */
async function learnerWithData(tag: string) {
  const learner = await signedInUser(t, `Learner ${tag}`);
  const c = learner.client;
  const noteFolder = await created(await c.post("/api/note-folders", { name: `Folder ${tag}` }));
  const note = await created(
    await c.post("/api/notes", { title: `Note ${tag}`, content: "secret", folderId: noteFolder.id }),
  );
  const wordFolder = await created(await c.post("/api/vocabulary/folders", { name: `Words ${tag}` }));
  const word = await created(await c.post("/api/vocabulary", { word: `Wort${tag}`, meaning: "word", language: "de" }));
  const topic = await created(await c.post("/api/grammar", { topic: `Topic ${tag}`, explanation: "how" }));
  const conversation = await created(await c.get(`/api/chat/${german.id}/${scenario.id}/${character.id}`));
  const send = await c.post(`/api/chat/conversations/${conversation.id}/messages`, {
    clientId: crypto.randomUUID(),
    content: "Hallo, ich heise Anna.",
  });
  expect(send.status).toBe(200);
  await send.text();
  const [mistake] = (await created(await c.get("/api/mistakes"))).mistakes;
  const withMessages = await created(await c.get(`/api/chat/${german.id}/${scenario.id}/${character.id}`));
  await c.patch("/api/settings", { dailyGoalMinutes: 45 });
  await c.patch("/api/profile", { fullName: `Learner ${tag}`, username: `learner_${tag}_${Date.now()}` });
  await c.put(`/api/study-sessions/${crypto.randomUUID()}`, { seconds: 120, surface: "chat" });
  const customScenario = await created(await c.post("/api/custom-scenarios", ownScenario(tag)));
  return {
    ...learner,
    ids: {
      noteFolder: noteFolder.id as string,
      note: note.id as string,
      wordFolder: wordFolder.id as string,
      word: word.id as string,
      topic: topic.id as string,
      conversation: conversation.id as string,
      message: withMessages.messages.at(-1).id as string,
      mistake: mistake.id as string,
      customScenario: customScenario.id as string,
    },
  };
}

type Ids = Awaited<ReturnType<typeof learnerWithData>>["ids"];

/** Every route that takes an id, with the body a real client would send. */
const attempts = (ids: Ids, own: Ids): [string, string, unknown?][] => [
  ["GET", `/api/notes/${ids.note}`],
  ["PATCH", `/api/notes/${ids.note}`, { title: "taken over" }],
  ["PUT", `/api/notes/${ids.note}/folder`, { folderId: null }],
  ["DELETE", `/api/notes/${ids.note}`],
  ["PATCH", `/api/note-folders/${ids.noteFolder}`, { name: "taken over" }],
  ["DELETE", `/api/note-folders/${ids.noteFolder}`],
  ["PATCH", `/api/vocabulary/folders/${ids.wordFolder}`, { name: "taken over" }],
  ["DELETE", `/api/vocabulary/folders/${ids.wordFolder}`],
  ["PATCH", `/api/vocabulary/${ids.word}`, { learned: true }],
  ["POST", `/api/vocabulary/${ids.word}/review`, { rating: "easy" }],
  ["DELETE", `/api/vocabulary/${ids.word}`],
  ["DELETE", `/api/grammar/${ids.topic}`],
  ["POST", `/api/grammar/${ids.topic}/quiz-answers`, { understood: true }],
  ["POST", `/api/mistakes/${ids.mistake}/learned`, {}],
  ["POST", `/api/mistakes/${ids.mistake}/practice`, { answer: "heiße" }],
  ["DELETE", `/api/mistakes/${ids.mistake}`],
  ["GET", `/api/custom-scenarios/${ids.customScenario}`],
  ["PUT", `/api/custom-scenarios/${ids.customScenario}`, ownScenario("taken over")],
  ["GET", `/api/custom-scenarios/${ids.customScenario}/file`],
  ["DELETE", `/api/custom-scenarios/${ids.customScenario}`],
  ["POST", `/api/chat/conversations/${ids.conversation}/messages`, { clientId: crypto.randomUUID(), content: "Hallo" }],
  ["POST", `/api/chat/conversations/${ids.conversation}/hint`, {}],
  ["POST", `/api/chat/messages/${ids.message}/translation`, {}],
  ["GET", `/api/speech/messages/${ids.message}`],
  ["POST", "/api/realtime/session", { conversationId: ids.conversation }],
  [
    "POST",
    "/api/realtime/transcript",
    { conversationId: ids.conversation, callId: crypto.randomUUID(), lines: [{ sender: "user", content: "Hallo" }] },
  ],
  // Moving one's own rows into the other learner's folders.
  ["PUT", `/api/notes/${own.note}/folder`, { folderId: ids.noteFolder }],
  ["POST", "/api/notes", { title: "planted", folderId: ids.noteFolder }],
  ["PATCH", `/api/vocabulary/${own.word}`, { folderId: ids.wordFolder }],
];

const send = (c: TestClient, [method, path, body]: [string, string, unknown?]) =>
  method === "GET"
    ? c.get(path)
    : method === "DELETE"
      ? c.delete(path)
      : c[method.toLowerCase() as "post" | "patch" | "put"](path, body ?? {});

/** Everything A can read of their own, to compare before and after B's attempts. */
async function snapshot(c: TestClient) {
  const exported = await json(await c.get("/api/account/export"));
  const progress = await json(await c.get("/api/progress"));
  const { exportedAt: _e, ...rest } = exported;
  return { rest, progress: { ...progress, days: undefined, activity: progress.activity.length } };
}

describe("authorisation matrix", () => {
  it("lets no learner read, change, move or delete another learner's rows, nor learn that they exist", async () => {
    const a = await learnerWithData("a");
    const b = await learnerWithData("b");
    const before = await snapshot(a.client);
    const missing = Object.fromEntries(Object.keys(a.ids).map((k) => [k, MISSING])) as Ids;

    const leaks: string[] = [];
    const others = attempts(a.ids, b.ids);
    const nonexistent = attempts(missing, b.ids);
    for (const [i, attempt] of others.entries()) {
      const res = await send(b.client, attempt);
      const control = await send(b.client, nonexistent[i]!);
      const [body, controlBody] = [await res.text(), await control.text()];
      const where = `${attempt[0]} ${attempt[1]}`;
      if (res.status < 400) leaks.push(`${where} -> ${res.status} ${body.slice(0, 120)}`);
      // The same answer as for an id that does not exist: nothing tells B that A's id is real.
      else if (res.status !== control.status || body !== controlBody)
        leaks.push(`${where}: ${res.status} ${body} but ${control.status} ${controlBody} for a missing id`);
    }
    expect(leaks).toEqual([]);
    expect(await snapshot(a.client)).toEqual(before);

    // B's own reads show none of A's rows.
    const everything = JSON.stringify([
      await json(await b.client.get("/api/notes")),
      await json(await b.client.get("/api/note-folders")),
      await json(await b.client.get("/api/vocabulary")),
      await json(await b.client.get("/api/vocabulary/folders")),
      await json(await b.client.get("/api/vocabulary/due")),
      await json(await b.client.get("/api/grammar")),
      await json(await b.client.get("/api/mistakes")),
      await json(await b.client.get("/api/mistakes/practice")),
      await json(await b.client.get("/api/account/export")),
      await json(await b.client.get("/api/progress")),
      await json(await b.client.get("/api/profile")),
      await json(await b.client.get("/api/settings")),
    ]);
    for (const id of Object.values(a.ids)) expect(everything).not.toContain(id);
    for (const text of ["Note a", "Folder a", "Worta", "Topic a", "Words a", "learner_a"]) {
      expect(everything).not.toContain(text);
    }

    // B's pages, rendered on the server, hold B's data and none of A's.
    const chat = `/course/${german.id}/scenario/${scenario.id}/character/${character.id}/chat`;
    const pages: [string, string][] = [
      ["/learning-studio/vocabulary", "Wortb"],
      ["/learning-studio/notes", "Note b"],
      ["/learning-studio/grammar", "Topic b"],
      ["/profile", "Learner b"],
      ["/settings", "45"],
      ["/progress", "Progress and Statistics"],
      [`/course/${german.id}/scenarios`, scenario.title],
      [chat, "Hallo, ich heise Anna."],
    ];
    for (const [path, own] of pages) {
      const res = await b.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      const html = await res.text();
      expect(html, path).toContain(own);
      for (const id of Object.values(a.ids)) expect(html, path).not.toContain(id);
      for (const text of ["Note a", "Folder a", "Worta", "Topic a", "Words a", "learner_a", "Learner a"]) {
        expect(html, path).not.toContain(text);
      }
    }
  });

  it("answers visitors 401 on every personal route", async () => {
    const publicRoutes = new Set([
      "GET /health",
      "GET /courses",
      "GET /courses/{courseId}",
      "GET /courses/{courseId}/scenarios/{scenarioId}",
      "GET /avatars",
      "GET /account/reset-link",
      // A mail's unsubscribe link works signed out: its signed token is the credential (reminders.db.test.ts).
      "POST /notifications/unsubscribe",
    ]);
    const visitor = testClient(t);
    const open: string[] = [];
    for (const route of await routesOf(t)) {
      const name = `${route.method} ${route.path}`;
      if (publicRoutes.has(name)) continue;
      const path = `/api${route.path.replace(/\{[^}]+\}/g, MISSING)}`;
      const res = await send(visitor, [route.method, path, {}]);
      if (res.status !== 401) open.push(`${name} -> ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});
