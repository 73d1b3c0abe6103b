import type { Env } from "../../env";
import { type SpokenAudio, TutorError } from "../engine";

/**
 * OpenAI's speech API (`POST {base}/audio/speech`) for 'Listen' (docs/decisions/0014-tutor-voice-and-sounds.md).
 * The audio is MP3 at normal speed: the browser plays it at the learner's speech speed, so one cached copy serves
 * every speed.
 */

export const DEFAULT_TTS_MODEL = "gpt-4o-mini-tts";
export const DEFAULT_TTS_VOICE = "alloy";
const DEFAULT_BASE_URL = "https://api.openai.com/v1";

type SpeechEnv = Pick<Env, "TTS_MODEL" | "TTS_VOICE" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "TUTOR_TIMEOUT_MS">;

/** What a cached copy depends on besides the text: another model or voice is another recording. */
export const speechVoiceOf = (env: Pick<Env, "TTS_MODEL" | "TTS_VOICE">) =>
  `${env.TTS_MODEL ?? DEFAULT_TTS_MODEL}/${env.TTS_VOICE ?? DEFAULT_TTS_VOICE}`;

export function createSpeech(env: SpeechEnv): (text: string) => Promise<SpokenAudio> {
  const url = `${(env.OPENAI_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/$/, "")}/audio/speech`;
  const body = (input: string) =>
    JSON.stringify({
      model: env.TTS_MODEL ?? DEFAULT_TTS_MODEL,
      voice: env.TTS_VOICE ?? DEFAULT_TTS_VOICE,
      input,
      response_format: "mp3",
    });
  return async (text) => {
    // The timeout bounds the wait for the answer to start; the audio itself may then take as long as it plays.
    const started = new AbortController();
    const timer = setTimeout(() => started.abort(), env.TUTOR_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.OPENAI_API_KEY}`, "Content-Type": "application/json" },
        body: body(text),
        signal: started.signal,
      });
    } catch (err) {
      throw new TutorError(started.signal.aborted ? "timeout" : "provider", `speech: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new TutorError(
        response.status === 429 ? "rate-limited" : "provider",
        `speech: ${response.status} ${detail}`,
      );
    }
    return { contentType: response.headers.get("content-type") ?? "audio/mpeg", body: response.body };
  };
}
