import { z } from "zod";

/** Chat shapes (learning-experience §3 Chat message, Feedback, Tutor reply, Translation result). */

export const MESSAGE_MAX = 2000;
/** A lesson completes at this many learner messages (§4, §9). */
export const LESSON_MESSAGES = 10;

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
