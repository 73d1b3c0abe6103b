import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CourseLibrary } from "../../content/course-library";
import { DEFAULT_ANSWERS, type FakeLlm, startFakeLlm } from "../../testing/fake-llm";
import { type TutorConversation, type TutorEngine, TutorError, type TutorEvent } from "../engine";
import { INITIAL_STATE } from "../offline/dialogue";
import { createLlmTutor } from "./engine";
import { type LlmProvider, tutorModel } from "./models";

/**
 * Contract tests of the LLM providers against a local fake of the OpenAI and Anthropic APIs: what we send, that
 * streamed and whole answers parse, and what each kind of failure becomes.
 */

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const library = new CourseLibrary();
const german = library.find("complete-german")!;
const scenario = german.chapters[0]!.scenarios[0]!;
const character = scenario.characters[0]!;
const scene = library.scene(german.id, scenario.id, character.id)!;
const conversation: TutorConversation = {
  scene,
  history: [
    { sender: "ai", content: character.openingLine },
    { sender: "user", content: "Hallo!" },
    { sender: "ai", content: "Wie heißt du?" },
  ],
  state: INITIAL_STATE,
  learner: { proficiency: "elementary", targetLevel: "B1" },
};

function tutorFor(provider: LlmProvider, options: { model?: string; timeoutMs?: number } = {}) {
  const keys = { OPENAI_API_KEY: "sk-test-openai", ANTHROPIC_API_KEY: "sk-ant-test" };
  const model = tutorModel({
    TUTOR_PROVIDER: provider,
    TUTOR_MODEL: options.model,
    ...keys,
    OPENAI_BASE_URL: fake.url,
    ANTHROPIC_BASE_URL: fake.url,
  });
  return createLlmTutor({ model, timeoutMs: options.timeoutMs ?? 5000 });
}

async function collect(tutor: TutorEngine, learnerText = "ich heise anna") {
  const events: TutorEvent[] = [];
  for await (const event of tutor.reply({ ...conversation, learnerText })) events.push(event);
  const text = events.flatMap((e) => (e.type === "text" ? [e.delta] : []));
  const result = events.find((e) => e.type === "result");
  return { text, reply: result?.type === "result" ? result.reply : undefined };
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TutorError);
    return (error as TutorError).failure;
  }
  throw new Error("expected the call to fail");
}

const expected = DEFAULT_ANSWERS.reply as { message: string };

describe.each([
  ["openai-compatible", "openai"],
  ["openai", "openai"],
  ["anthropic", "anthropic"],
] as const)("the %s provider", (provider, api) => {
  it("sends the persona, scenario, learner, history and reply schema, and streams the message as it grows", async () => {
    const { text, reply } = await collect(tutorFor(provider));
    expect(text.length).toBeGreaterThan(2);
    expect(text.join("")).toBe(expected.message);
    expect(reply?.message).toBe(expected.message);
    expect(reply?.feedback).toMatchObject({ hasErrors: true, correctedText: "Ich heiße Anna." });
    expect(reply?.feedback?.corrections).toContainEqual({
      original: "heise",
      corrected: "heiße",
      category: "spelling",
    });
    expect(reply?.words).toHaveLength(2);
    expect(reply?.grammar[0]).toMatchObject({ name: "W-questions", example: "Woher kommst du?" });
    expect(reply?.state).toEqual(INITIAL_STATE);

    const [request] = fake.requests;
    expect(request).toMatchObject({ api, stream: true, kind: "reply" });
    const body = request!.body;
    const system: string = api === "openai" ? body.messages[0].content : body.system[0].text;
    for (const part of [character.name, character.role, character.bio, character.tone, scenario.title]) {
      expect(system).toContain(part);
    }
    expect(system).toContain("elementary, aiming for B1");
    expect(system).toContain("Reply in German only, in 1 to 3 short sentences");
    expect(system).toContain("at most 3 useful German words");
    const turns = (api === "openai" ? body.messages.slice(1) : body.messages).map(
      (m: { role: string; content: string | { text: string }[] }) => [
        m.role,
        typeof m.content === "string" ? m.content : m.content.map((c) => c.text).join(""),
      ],
    );
    expect(turns).toEqual([
      ["user", "(The learner joins you.)"],
      ["assistant", character.openingLine],
      ["user", "Hallo!"],
      ["assistant", "Wie heißt du?"],
      ["user", "ich heise anna"],
    ]);
    expect(Object.keys(request!.schema?.properties as object)).toEqual([
      "message",
      "feedback",
      "vocabulary",
      "grammar",
    ]);
    if (api === "openai") {
      expect(request!.headers.authorization).toBe("Bearer sk-test-openai");
      expect(body.response_format.type).toBe("json_schema");
    } else {
      expect(request!.headers["x-api-key"]).toBe("sk-ant-test");
      expect(body.output_config.format.type).toBe("json_schema");
    }
  });

  it("translates a message, a word (with part of speech and other meanings) and hints, unstreamed", async () => {
    const tutor = tutorFor(provider);
    expect(await tutor.translate("Hallo! Willkommen im Café.", scene)).toBe(
      (DEFAULT_ANSWERS.translation as { translation: string }).translation,
    );
    expect(await tutor.translateWord("Kaffee", german)).toEqual({
      translation: "coffee",
      partOfSpeech: "noun",
      alternateMeanings: ["coffee house"],
    });
    expect(await tutor.hint(conversation)).toBe("Ich komme aus Hamburg.");
    expect(fake.requests.map((r) => [r.kind, r.stream])).toEqual([
      ["translation", false],
      ["word", false],
      ["hint", false],
    ]);
    const [translation, word, hint] = fake.requests.map((r) => JSON.stringify(r.body));
    expect(translation).toContain("Hallo! Willkommen im Café.");
    expect(translation).toContain("into English");
    expect(word).toContain("Kaffee");
    expect(hint).toContain(`${character.name}: Wie heißt du?`);
    expect(hint).toContain("elementary, aiming for B1");
  });
});

describe("Anthropic models without native structured output", () => {
  it("get the schema as a forced JSON tool, streamed and not", async () => {
    const tutor = tutorFor("anthropic", { model: "claude-3-haiku-20240307" });
    const { text, reply } = await collect(tutor);
    expect(fake.requests[0]!.body.tools[0].name).toBe("json");
    expect(text.join("")).toBe(expected.message);
    expect(reply?.feedback?.hasErrors).toBe(true);
    expect(await tutor.hint(conversation)).toBe("Ich komme aus Hamburg.");
  });
});

describe("failures", () => {
  const tutor = () => tutorFor("openai-compatible", { timeoutMs: 500 });

  it("a provider that does not answer in time is a timeout, without a retry", async () => {
    fake.queue("hang");
    expect(await failure(collect(tutor()))).toBe("timeout");
    fake.queue("hang");
    expect(await failure(tutor().translate("Hallo", scene))).toBe("timeout");
    expect(fake.requests).toHaveLength(2);
  });

  it("a 500 is retried once; two are a provider failure", async () => {
    fake.queue("status-500");
    expect((await collect(tutor())).reply?.message).toBe(expected.message);
    fake.queue("status-500", "status-500");
    expect(await failure(collect(tutor()))).toBe("provider");
    expect(fake.requests).toHaveLength(4);
  });

  it("the provider's rate limit and a refused key are not retried", async () => {
    fake.queue("status-429");
    expect(await failure(collect(tutor()))).toBe("rate-limited");
    fake.queue("status-401");
    expect(await failure(tutor().translateWord("Kaffee", german))).toBe("provider");
    expect(fake.requests).toHaveLength(2);
  });

  it("malformed JSON is retried once, then fails", async () => {
    fake.queue("malformed");
    expect((await collect(tutor())).reply?.message).toBe(expected.message);
    fake.queue("malformed", "malformed");
    expect(await failure(collect(tutor()))).toBe("invalid-output");
    fake.queue("malformed", "malformed");
    expect(await failure(tutor().hint(conversation))).toBe("invalid-output");
  });

  it("a reply cancelled by its caller stops the provider's stream and is not retried", async () => {
    fake.chunkSize = 4;
    fake.chunkDelayMs = 50;
    const cancel = new AbortController();
    const events = tutor().reply({ ...conversation, learnerText: "Hallo", signal: cancel.signal });
    const run = (async () => {
      for await (const event of events) if (event.type === "text") cancel.abort();
    })();
    expect(await failure(run)).toBe("cancelled");
    await expect.poll(() => fake.requests[0]?.abandoned).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it("schema-invalid output is retried once (silently, when its text already streamed), then fails", async () => {
    fake.queue("schema-invalid");
    const { text, reply } = await collect(tutor());
    expect(text.join("")).toBe("Hallo!");
    expect(reply?.message).toBe(expected.message);
    fake.queue("schema-invalid", "schema-invalid");
    expect(await failure(collect(tutor()))).toBe("invalid-output");
    fake.queue("schema-invalid", "schema-invalid");
    expect(await failure(tutor().translateWord("Kaffee", german))).toBe("invalid-output");
  });
});
