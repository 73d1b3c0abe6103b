import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownScenarioChatPath } from "../../../shared/own-course";
import { LESSON_MESSAGES } from "../../../shared/schemas/chat";
import { situationLibrary, withName } from "../../content/situations";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient } from "../../testing/harness";
import { rentScenario } from "../../testing/own-scenario";

/** A learner's own scenario played in the regular chat by the offline tutor (issue 36, decision 0029). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { tutor: face } = firstGermanChat();
// The renting situation as Frau Weber plays it: her name where the template names its character.
const renting = withName(situationLibrary().find("de", "renting")!, "Frau Weber");
const form = rentScenario(face.id);

const events = async (res: Response) =>
  (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

async function send(client: TestClient, conversationId: string, content: string) {
  const res = await client.post(`/api/chat/conversations/${conversationId}/messages`, {
    clientId: crypto.randomUUID(),
    content,
  });
  expect(res.status).toBe(200);
  return (await events(res)).at(-1);
}

/** The chat API's path of a scenario (the page's path without /course, /scenario, /character and /chat). */
const apiPath = (scenario: { id: string; language: "de" | "en" | "fr"; avatar: string }) => {
  const [, , course, , id, , tutor] = ownScenarioChatPath(scenario).split("/");
  return `/api/chat/${course}/${id}/${tutor}`;
};

async function ownScenario(client: TestClient, body: Record<string, unknown> = form) {
  const created = await client.post("/api/custom-scenarios", body);
  expect(created.status).toBe(201);
  return json(created);
}

describe("a learner's own scenario in the chat", () => {
  it("opens with the situation's line, with the learner's tutor, in the scenario page's data", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client);
    const detail = await json(await client.get(`/api/courses/my-de/scenarios/${scenario.id}`));
    expect(detail.course).toMatchObject({ id: "my-de", language: "de" });
    expect(detail.scenario).toMatchObject({ id: scenario.id, title: "Die Miete", isLocked: false });
    expect(detail.scenario.characters).toMatchObject([{ id: face.id, name: "Frau Weber", role: "Landlady" }]);

    const chat = await json(await client.get(apiPath(scenario)));
    expect(chat.messages[0]).toMatchObject({ sender: "ai", content: renting.opening.tutor });
  });

  it("uses the learner's own opening line when they wrote one", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client, { ...form, opening: "Weber, guten Tag! Was gibt es?" });
    const chat = await json(await client.get(apiPath(scenario)));
    expect(chat.messages[0].content).toBe("Weber, guten Tag! Was gibt es?");
  });

  it("corrects the learner, plays the situation's script and asks for each key phrase once", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client);
    const { id } = await json(await client.get(apiPath(scenario)));

    const first = await send(client, id, "Guten Tag, ich wohne in ihre Wohnung.");
    expect(first.userMessage.feedback.hasErrors).toBe(true);
    expect(first.reply.content).toContain("„die Miete senken“");
    expect(first.reply.translation).toContain("'die Miete senken'");

    // The learner uses the first phrase: the tutor asks for the second, and never again for the first.
    const second = await send(client, id, "Ich möchte die Miete senken, bitte.");
    expect(second.reply.content).toContain("„die Nebenkosten“");
    expect(second.reply.content).not.toContain("die Miete senken");
    const third = await send(client, id, "Die Wohnung ist im dritten Stock.");
    expect(third.reply.content).not.toContain("„");
  });

  it("completes by the same message rule as a course scenario, and names it on Progress", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client);
    const { id } = await json(await client.get(apiPath(scenario)));
    let done: { lessonCompleted: boolean } | undefined;
    for (let n = 1; n <= LESSON_MESSAGES; n++) {
      done = await send(client, id, `Das ist meine Antwort Nummer ${n}.`);
      expect(done!.lessonCompleted).toBe(n === LESSON_MESSAGES);
    }
    const progress = await json(await client.get("/api/progress"));
    expect(progress.activity[0]).toMatchObject({ type: "lesson_completed", scenarioTitle: "Die Miete" });
    // The lesson is named in the learner's language too.
    const german = await t.app.request("/api/progress", {
      headers: { Cookie: client.cookie, "Accept-Language": "de" },
    });
    expect((await json(german)).activity[0]).toMatchObject({ courseTitle: "Meine Szenarien" });
    // Own scenarios are not a course of the language chooser's.
    expect(progress.coursesProgress.map((c: { courseId: string }) => c.courseId)).not.toContain("my-de");
  });

  it("hints, translates the opening line and words from the course of its language", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client);
    const { id, messages } = await json(await client.get(apiPath(scenario)));
    expect((await json(await client.post(`/api/chat/conversations/${id}/hint`, {}))).hint).toBe(
      renting.opening.samples[0],
    );
    const translated = await json(await client.post(`/api/chat/messages/${messages[0].id}/translation`, {}));
    expect(translated.translation).toBe(renting.opening.translation);
    const word = await client.post("/api/chat/my-de/translate-word", { word: "Kaffee" });
    expect(word.status).toBe(200);
  });

  it("is another learner's as if it did not exist", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const scenario = await ownScenario(a.client);
    expect((await b.client.get(apiPath(scenario))).status).toBe(404);
    expect((await b.client.get(`/api/courses/my-de/scenarios/${scenario.id}`)).status).toBe(404);
    // Nor is a scenario played in another language's own course, nor a path that names no scenario.
    expect((await a.client.get(apiPath({ ...scenario, language: "en" }))).status).toBe(404);
    expect((await a.client.get(`/api/chat/my-de/not-a-row/${face.id}`)).status).toBe(404);
  });

  it("is gone from the chat once deleted", async () => {
    const { client } = await signedInUser(t);
    const scenario = await ownScenario(client);
    const { id } = await json(await client.get(apiPath(scenario)));
    expect((await client.delete(`/api/custom-scenarios/${scenario.id}`)).status).toBe(204);
    expect((await client.get(apiPath(scenario))).status).toBe(404);
    const res = await client.post(`/api/chat/conversations/${id}/messages`, {
      clientId: crypto.randomUUID(),
      content: "Hallo?",
    });
    expect(res.status).toBe(404);
  });
});
