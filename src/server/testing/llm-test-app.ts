import { afterAll, beforeAll, beforeEach } from "vitest";
import { type FakeLlm, startFakeLlm } from "./fake-llm";
import { createTestApp, type TestApp } from "./harness";

/**
 * For the tests of one file: the test app with an LLM provider (`env` names it and its limits) pointed at a fake
 * provider on loopback, started before them, stopped after, and the fake's recorded requests and queued answers reset
 * before each test.
 */
export function withFakeLlmApp(env: Record<string, string>) {
  const llm = {} as { t: TestApp; fake: FakeLlm };
  beforeAll(async () => {
    llm.fake = await startFakeLlm();
    llm.t = await createTestApp({
      env: { OPENAI_BASE_URL: llm.fake.url, OPENAI_API_KEY: "sk-secret-test-key", TUTOR_TIMEOUT_MS: "1500", ...env },
    });
  });
  afterAll(async () => {
    await llm.t.close();
    await llm.fake.close();
  });
  beforeEach(() => llm.fake.reset());
  return llm;
}
