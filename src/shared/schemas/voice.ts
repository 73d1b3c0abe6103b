import { z } from "zod";
import type { ChatMessage } from "./chat";
import { MESSAGE_MAX } from "./chat";

export * from "./voice-values";

/** Voice call shapes and constants (learning-experience §2.3, §4 Voice call, §5, §7.2, §9). */

/** The Realtime voice of every tutor (§9). */
export const REALTIME_VOICE = "alloy";
/** At most this many transcript lines are saved from one call. */
export const TRANSCRIPT_MAX_LINES = 200;

/** Which kind of call the server offers: OpenAI Realtime, or the browser's speech around the regular tutor. */
export interface VoiceMode {
  mode: "realtime" | "speech";
}

/** POST /api/realtime/session: the conversation whose tutor is called; the server builds the persona from it. */
export const realtimeSessionRequestSchema = z.object({
  conversationId: z.uuid("conversationId must be a conversation id"),
});
export type RealtimeSessionRequest = z.infer<typeof realtimeSessionRequestSchema>;

/** The session for one call: a short-lived key for the browser (never the server's), and where to send the SDP. */
export interface RealtimeSession {
  ephemeral_key: string;
  instructions: string;
  /** The provider's WebRTC calls endpoint: the browser posts its SDP offer there with the ephemeral key. */
  calls_url: string;
  /** Seconds since the epoch after which the key can no longer start a call. */
  expires_at: number;
}

/** POST /api/realtime/transcript: what was said in a call, in order, saved into the conversation. */
export const transcriptSchema = z.object({
  conversationId: z.uuid("conversationId must be a conversation id"),
  /** Chosen by the browser for each call: saving the same call twice stores its lines once. */
  callId: z.string().trim().min(8, "callId must be at least 8 characters").max(64),
  lines: z
    .array(
      z.object({
        sender: z.enum(["user", "ai"], { message: "sender must be user or ai" }),
        content: z
          .string()
          .trim()
          .min(1, "A transcript line must not be empty")
          .max(MESSAGE_MAX, `A transcript line can be at most ${MESSAGE_MAX} characters`),
      }),
    )
    .min(1, "The transcript has no lines")
    .max(TRANSCRIPT_MAX_LINES, `A transcript can have at most ${TRANSCRIPT_MAX_LINES} lines`),
});
export type Transcript = z.infer<typeof transcriptSchema>;
export type TranscriptLine = Transcript["lines"][number];

export interface SavedTranscript {
  messages: ChatMessage[];
}
