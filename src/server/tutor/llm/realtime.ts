import { REALTIME_VOICE } from "../../../shared/schemas/voice";
import type { Env } from "../../env";
import { type RealtimeGrant, TutorError } from "../engine";

/**
 * OpenAI Realtime (GA API, docs/decisions/0008-voice-calls.md): the server asks `POST {base}/realtime/client_secrets`
 * with its own key for an ephemeral key bound to the session's configuration (model, persona, voice, transcription of
 * the learner); the browser then posts its SDP offer to `{base}/realtime/calls` with that key.
 */

export const DEFAULT_REALTIME_MODEL = "gpt-realtime";
export const DEFAULT_REALTIME_BASE_URL = "https://api.openai.com/v1";
/** The model that writes down what the learner says, for the call's transcript. */
export const INPUT_TRANSCRIPTION_MODEL = "gpt-4o-mini-transcribe";
/** An ephemeral key only has to last until the browser has posted its offer. */
const KEY_LIFETIME_SECONDS = 120;

type RealtimeEnv = Pick<Env, "REALTIME_MODEL" | "REALTIME_BASE_URL" | "OPENAI_API_KEY" | "TUTOR_TIMEOUT_MS">;

const baseUrlOf = (env: Pick<Env, "REALTIME_BASE_URL">) =>
  (env.REALTIME_BASE_URL ?? DEFAULT_REALTIME_BASE_URL).replace(/\/$/, "");

/** The origin the browser talks to during a call (for the Content-Security-Policy's connect-src). */
export const realtimeOrigin = (env: Pick<Env, "REALTIME_BASE_URL">) => new URL(baseUrlOf(env)).origin;

export function createRealtimeSessions(env: RealtimeEnv): (instructions: string) => Promise<RealtimeGrant> {
  const baseUrl = baseUrlOf(env);
  const model = env.REALTIME_MODEL ?? DEFAULT_REALTIME_MODEL;
  return async (instructions) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/realtime/client_secrets`, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.OPENAI_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          expires_after: { anchor: "created_at", seconds: KEY_LIFETIME_SECONDS },
          session: {
            type: "realtime",
            model,
            instructions,
            audio: {
              input: { transcription: { model: INPUT_TRANSCRIPTION_MODEL }, turn_detection: { type: "server_vad" } },
              output: { voice: REALTIME_VOICE },
            },
          },
        }),
        signal: AbortSignal.timeout(env.TUTOR_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = (err as Error).name === "TimeoutError";
      throw new TutorError(timedOut ? "timeout" : "provider", `realtime client secret: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      const failure = response.status === 429 ? "rate-limited" : "provider";
      throw new TutorError(failure, `realtime client secret: ${response.status} ${detail}`);
    }
    const body = (await response.json().catch(() => undefined)) as
      | { value?: unknown; expires_at?: unknown }
      | undefined;
    if (typeof body?.value !== "string" || body.value === "") {
      throw new TutorError("invalid-output", "realtime client secret: no value in the answer");
    }
    const expiresAt = typeof body.expires_at === "number" ? body.expires_at : Math.floor(Date.now() / 1000) + 60;
    return { ephemeralKey: body.value, expiresAt, callsUrl: `${baseUrl}/realtime/calls` };
  };
}
