import type { CourseLibrary } from "../content/course-library";
import type { Env } from "../env";
import type { TutorEngine } from "./engine";
import { createLlmTutor } from "./llm/engine";
import { tutorModel } from "./llm/models";
import { createRealtimeSessions } from "./llm/realtime";
import { createSpeech } from "./llm/speech";
import { createOfflineTutor } from "./offline/engine";

/**
 * The tutor TUTOR_PROVIDER asks for (env.ts has checked its settings). With OpenAI it also holds voice calls and
 * speech for 'Listen'.
 */
export function createTutor(env: Env, library: CourseLibrary): TutorEngine {
  const provider = env.TUTOR_PROVIDER;
  if (provider === "offline") return createOfflineTutor(library);
  const tutor = createLlmTutor({
    model: tutorModel({ ...env, TUTOR_PROVIDER: provider }),
    timeoutMs: env.TUTOR_TIMEOUT_MS,
  });
  if (provider !== "openai") return tutor;
  return { ...tutor, realtimeSession: createRealtimeSessions(env), speech: createSpeech(env) };
}
