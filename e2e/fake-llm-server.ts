import { type RunningServer, startServer } from "../scripts/bench/server";
import { type FakeLlm, startFakeLlm } from "../src/server/testing/fake-llm";
import { test } from "./fixtures";

/**
 * For the tests of one spec or describe block: a second server (the same build) whose tutor is an LLM provider, pointed
 * at a fake provider on loopback, started before them and stopped after. The offline e2e server is not involved;
 * the tests run one after another, since they share the fake's recorded requests.
 */
export function withFakeLlm(env: Record<string, string> = { TUTOR_PROVIDER: "openai-compatible" }) {
  const llm = {} as { fake: FakeLlm; server: RunningServer };
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    llm.fake = await startFakeLlm();
    llm.server = await startServer({
      OPENAI_BASE_URL: llm.fake.url,
      TUTOR_MODEL: "fake-model",
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: "1000",
      ...env,
    });
  });
  test.afterAll(async () => {
    await llm.server?.stop();
    await llm.fake?.close();
  });
  return llm;
}
