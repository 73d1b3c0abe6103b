import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_SCENARIO_LIMIT, CUSTOM_SCENARIO_MESSAGES as M } from "../../../shared/schemas/custom-scenario";
import { customScenarios } from "../../db/schema";
import { firstGermanChat } from "../../testing/first-chat";
import { createTestApp, json, signedInUser, type TestApp, type TestClient } from "../../testing/harness";
import { rentScenario } from "../../testing/own-scenario";

/** A learner's own scenarios (issue 36): the form's API, its limits, the shared file. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { tutor: character } = firstGermanChat();
const form = rentScenario(character.id);
const create = (client: TestClient, body: Record<string, unknown> = form) => client.post("/api/custom-scenarios", body);
const refusal = async (response: Response) => ({ status: response.status, ...(await json(response)).error });

describe("a learner's own scenarios", () => {
  it("are created, listed, read, changed and deleted", async () => {
    const { client } = await signedInUser(t);
    const created = await create(client);
    expect(created.status).toBe(201);
    const scenario = await json(created);
    // The offline tutor's situation is matched from the texts when the learner chose none.
    expect(scenario).toMatchObject({ ...form, instructions: "", opening: "", situation: "renting" });
    const listed = await json(await client.get("/api/custom-scenarios"));
    expect(listed.scenarios.map((s: { id: string }) => s.id)).toEqual([scenario.id]);
    // Our tutors' faces, each with its course's language (the form shows the target language's first).
    const faces = listed.faces as { id: string; name: string; language: string }[];
    expect(faces).toContainEqual({ id: character.id, name: character.name, language: "de" });
    expect(faces.some((face) => face.language === "en")).toBe(true);
    expect(new Set(faces.map((face) => face.id)).size).toBe(faces.length);
    expect(await json(await client.get(`/api/custom-scenarios/${scenario.id}`))).toEqual(scenario);

    const changed = await client.put(`/api/custom-scenarios/${scenario.id}`, {
      ...form,
      title: "Die Heizung",
      situation: "phone-call",
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ id: scenario.id, title: "Die Heizung", situation: "phone-call" });

    expect((await client.delete(`/api/custom-scenarios/${scenario.id}`)).status).toBe(204);
    expect(await refusal(await client.get(`/api/custom-scenarios/${scenario.id}`))).toMatchObject({
      status: 404,
      message: M.notFound,
    });
    expect((await client.delete(`/api/custom-scenarios/${scenario.id}`)).status).toBe(404);
  });

  it("says what is wrong in the learner's language (German and French)", async () => {
    const { client } = await signedInUser(t);
    const refuse = (language: string) =>
      t.app.request("/api/custom-scenarios", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: t.env.appUrl,
          Cookie: client.cookie,
          "Accept-Language": language,
        },
        body: JSON.stringify({ ...form, goal: "", tutorName: "x".repeat(51) }),
      });
    const german = (await json(await refuse("de"))).error.fields;
    expect(german).toMatchObject({
      goal: "Dein Ziel fehlt",
      tutorName: "Der Name des Tutors darf höchstens 50 Zeichen lang sein",
    });
    const french = (await json(await refuse("fr"))).error.fields;
    expect(french.goal).toBe("Ton objectif est obligatoire");
  });

  it("says what is wrong with a form, and keeps nothing of it", async () => {
    const { client, id } = await signedInUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "  " }, "title", M.titleRequired],
      [{ description: "x".repeat(1001) }, "description", M.descriptionTooLong],
      [{ goal: "" }, "goal", M.goalRequired],
      [{ keyPhrases: Array.from({ length: 11 }, (_, i) => `Satz ${i}`) }, "keyPhrases", M.tooManyKeyPhrases],
      [{ difficulty: "expert" }, "difficulty", M.difficultyInvalid],
      // Checked by the server, not the schema: our tutors' faces, the situations, the offline tutor's languages.
      [{ avatar: "no-such-tutor" }, "avatar", M.avatarInvalid],
      [{ situation: "moon-landing" }, "situation", M.situationInvalid],
      [{ language: "fr" }, "language", M.languageOffline],
    ];
    for (const [change, field, message] of cases) {
      const answer = await refusal(await create(client, { ...form, ...change }));
      expect(answer, field).toMatchObject({
        status: 400,
        message: expect.stringContaining(message),
        fields: { [field]: message },
      });
    }
    expect(await t.database.db.select().from(customScenarios).where(eq(customScenarios.userId, id))).toEqual([]);
  });

  it("holds a learner to 100 scenarios, even when the last places are asked for at once", async () => {
    const { client, id } = await signedInUser(t);
    const rows = Array.from({ length: CUSTOM_SCENARIO_LIMIT - 2 }, (_, i) => ({
      ...form,
      keyPhrases: [],
      title: `Scenario ${i}`,
      userId: id,
      situation: "renting",
      difficulty: "beginner" as const,
      language: "de" as const,
    }));
    await t.database.db.insert(customScenarios).values(rows);
    const answers = await Promise.all([create(client), create(client), create(client)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await json(refused)).error.message).toBe(M.limitReached);
    expect((await json(await client.get("/api/custom-scenarios"))).scenarios).toHaveLength(CUSTOM_SCENARIO_LIMIT);
  });

  it("are exported as a course content scenario and imported back the same", async () => {
    const { client } = await signedInUser(t);
    const scenario = await json(await create(client, { ...form, instructions: "Be strict about the contract." }));
    const download = await client.get(`/api/custom-scenarios/${scenario.id}/file`);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="die-miete.parley-scenario.json"');
    const file = await json(download);
    expect(file).toMatchObject({
      parley: "scenario",
      version: 1,
      language: "de",
      scenario: {
        id: "die-miete",
        title: form.title,
        goal: form.goal,
        keyPhrases: form.keyPhrases,
        characters: [{ id: character.id, name: form.tutorName, role: form.tutorRole }],
      },
    });
    const imported = await client.post("/api/custom-scenarios/import", file);
    expect(imported.status).toBe(201);
    const { id: _a, createdAt: _b, updatedAt: _c, ...copy } = await json(imported);
    const { id: _d, createdAt: _e, updatedAt: _f, ...original } = scenario;
    expect(copy).toEqual(original);
  });

  it("refuses a file that is not a scenario, saying so, and adds nothing", async () => {
    const { client } = await signedInUser(t);
    for (const file of [{}, { parley: "course", version: 1 }, { parley: "scenario", version: 1, language: "de" }]) {
      const answer = await refusal(await client.post("/api/custom-scenarios/import", file));
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(new RegExp(`^${M.fileInvalid}`));
    }
    expect((await json(await client.get("/api/custom-scenarios"))).scenarios).toEqual([]);
  });

  it("offer every target language with an LLM provider, the offline tutor's two without", async () => {
    const { client } = await signedInUser(t);
    expect(await json(await client.get("/api/custom-scenarios"))).toMatchObject({
      languages: ["de", "en"],
      llm: false,
    });
  });

  it("are in the learner's data export, and go with the account", async () => {
    const { client, id } = await signedInUser(t);
    const scenario = await json(await create(client));
    const exported = await json(await client.get("/api/account/export"));
    expect(exported.customScenarios).toEqual([expect.objectContaining({ id: scenario.id, title: form.title })]);
    await t.database.db.execute(`delete from "user" where id = '${id}'`);
    expect(await t.database.db.select().from(customScenarios).where(eq(customScenarios.userId, id))).toEqual([]);
  });

  it("are drafted offline from the situation that fits the learner's sentence", async () => {
    const { client } = await signedInUser(t);
    const answer = await client.post("/api/custom-scenarios/draft", {
      idea: "Ich muss einen kaputten Wasserkocher zurückgeben",
      language: "de",
    });
    expect(answer.status).toBe(200);
    const draft = await json(answer);
    expect(draft).toMatchObject({
      title: "Ich muss einen kaputten Wasserkocher zurückgeben",
      goal: "Ich muss einen kaputten Wasserkocher zurückgeben",
      situation: "shopping-returns",
    });
    expect(draft.tutorName).not.toBe("");
    expect(draft.keyPhrases.length).toBeGreaterThan(0);
    // The draft is a form the learner can save as it is, once they have picked a face.
    expect((await create(client, { ...draft, language: "de", avatar: character.id })).status).toBe(201);
    expect(
      await refusal(await client.post("/api/custom-scenarios/draft", { idea: " ", language: "de" })),
    ).toMatchObject({ status: 400, fields: { idea: "Describe your situation in a sentence" } });
    expect(
      await refusal(await client.post("/api/custom-scenarios/draft", { idea: "Un billet", language: "fr" })),
    ).toMatchObject({ status: 400, message: M.languageOffline });
  });
});
