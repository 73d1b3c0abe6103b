import { z } from "zod";

export * from "./speech-values";

/** 'Listen' (docs/decisions/0014-tutor-voice-and-sounds.md): what the server speaks, and how the browser plays it. */

/** Who speaks a 'Listen': the server's speech provider (OpenAI), or the browser's own speech synthesis. */
export type SpeechMode = "server" | "browser";

/** A word of the word popup is at most this long (a phrase the tutor used, never a paragraph). */
export const SPEECH_WORD_MAX = 64;

/** GET /api/speech/{courseId}/word?text=…: one word or short phrase in the course's language. */
export const speechWordQuerySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Choose a word to listen to.")
    .max(SPEECH_WORD_MAX, "Choose a single word or a short phrase to listen to."),
});

export const SPEECH_UNAVAILABLE =
  "Spoken audio is not set up on this server; your browser reads the text aloud instead.";
export const SPEECH_FAILED = "The tutor's voice could not be played. Please try again.";
