import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../../env";

export type LlmProvider = Exclude<Env["TUTOR_PROVIDER"], "offline">;

/** Used when TUTOR_MODEL is unset: fast models with structured outputs (and a common local one for Ollama). */
export const DEFAULT_MODELS: Record<LlmProvider, string> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-haiku-4-5",
  "openai-compatible": "llama3.2",
};

/** The chat model of the configured provider. env.ts has already checked that its key or base URL is set. */
export function tutorModel(
  env: Pick<Env, "TUTOR_MODEL" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "ANTHROPIC_API_KEY" | "ANTHROPIC_BASE_URL"> & {
    TUTOR_PROVIDER: LlmProvider;
  },
): LanguageModel {
  const name = env.TUTOR_MODEL ?? DEFAULT_MODELS[env.TUTOR_PROVIDER];
  switch (env.TUTOR_PROVIDER) {
    case "openai":
      // Chat Completions (not Responses): the API every OpenAI-compatible server speaks too, so one test peer covers both.
      return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).chat(name);
    case "anthropic":
      return createAnthropic({ apiKey: env.ANTHROPIC_API_KEY, baseURL: env.ANTHROPIC_BASE_URL }).messages(name);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: env.OPENAI_BASE_URL!,
        apiKey: env.OPENAI_API_KEY,
        // Without it the schema is not sent at all (only `json_object`).
        supportsStructuredOutputs: true,
      }).chatModel(name);
  }
}
