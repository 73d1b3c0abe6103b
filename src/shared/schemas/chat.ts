import { z } from "zod";
import { MESSAGE_MAX } from "./chat-values";
import { MISTAKE_CATEGORIES, type MistakeCategory } from "./mistakes";
import type { SpeechMode } from "./speech";

export * from "./chat-values";

/** Chat shapes (learning-experience §3 Chat message, Feedback, Tutor reply, Translation result). */

export const sendMessageSchema = z.object({
  /** Chosen by the sender; sending again with the same id returns the stored message (no duplicate). */
  clientId: z.string().trim().min(8, "clientId must be at least 8 characters").max(64),
  content: z
    .string()
    .trim()
    .min(1, "Type a message first")
    .max(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters`),
});

export const translateWordSchema = z.object({
  word: z.string().trim().min(1, "Required").max(100, "Words can be at most 100 characters"),
});

export interface Correction {
  original: string;
  corrected: string;
  /** What kind of mistake it is (recorded in the learner's mistake memory). */
  category?: MistakeCategory;
}

export interface Feedback {
  hasErrors: boolean;
  originalText: string;
  correctedText: string;
  corrections: Correction[];
  feedbackText: string;
  alternatives?: string[];
}

export interface ChatMessage {
  id: string;
  sender: "user" | "ai";
  content: string;
  timestamp: string;
  translation?: string | null;
  feedback?: Feedback | null;
  words: { word: string; meaning: string }[];
  grammar: { name: string; explanation: string; example?: string }[];
}

export interface Conversation {
  id: string;
  courseId: string;
  scenarioId: string;
  characterId: string;
  tutor: "offline" | "llm";
  /** Who speaks 'Listen': the server's speech provider, or the browser. */
  speech: SpeechMode;
  messages: ChatMessage[];
  userMessageCount: number;
  lessonProgress: number;
}

/** The reply stream (NDJSON): text as it arrives, then the stored messages. */
export type ReplyEvent =
  | { type: "text"; delta: string }
  | { type: "done"; userMessage: ChatMessage; reply: ChatMessage; userMessageCount: number; lessonCompleted: boolean }
  | { type: "error"; message: string };

export interface WordTranslation {
  translation: string;
  partOfSpeech?: string;
  alternateMeanings?: string[];
}

/**
 * The structured part of an LLM tutor's reply (§3 Tutor reply, with its Feedback), as the model must produce it and
 * as the server validates it. Every key is present; the spec's optional parts are null (feedback, example) or empty
 * lists: OpenAI's strict structured outputs accept only required keys, and one shape for every provider keeps the
 * prompt and the checks the same. `message`
 * comes first so that it is generated, and streamed to the learner, first. Limits (3 words, 2 topics) are applied
 * when shown (§5), not refused.
 */
const text = (what: string) => z.string().refine((v) => v.trim().length > 0, `${what} must not be empty`);

export const tutorReplySchema = z.strictObject({
  message: text("message"),
  feedback: z
    .strictObject({
      hasErrors: z.boolean(),
      originalText: z.string(),
      correctedText: z.string(),
      corrections: z.array(
        z.strictObject({ original: z.string(), corrected: z.string(), category: z.enum(MISTAKE_CATEGORIES) }),
      ),
      feedbackText: text("feedbackText"),
      alternatives: z.array(z.string()),
    })
    .nullable(),
  vocabulary: z.strictObject({ words: z.array(z.strictObject({ word: text("word"), meaning: text("meaning") })) }),
  grammar: z.strictObject({
    topics: z.array(
      z.strictObject({ name: text("name"), explanation: text("explanation"), example: z.string().nullable() }),
    ),
  }),
});
export type TutorReplyOutput = z.infer<typeof tutorReplySchema>;

/** §3 Translation result of one word, as an LLM must produce it (null: no part of speech). */
export const wordTranslationSchema = z.strictObject({
  translation: z.string(),
  partOfSpeech: z.string().nullable(),
  alternateMeanings: z.array(z.string()),
});
