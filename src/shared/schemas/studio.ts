import { z } from "zod";
import { languageCodeSchema } from "./course";

/** Saving words and grammar topics (learning-experience §3, §5, §8). */

export const ALREADY_SAVED_WORD = "This word is already in your vocabulary";
export const ALREADY_SAVED_TOPIC = "This grammar topic is already saved";

export const saveWordSchema = z.object({
  word: z.string().trim().min(1, "Word is required").max(100, "Words can be at most 100 characters"),
  meaning: z.string().trim().min(1, "Meaning is required").max(500, "Meanings can be at most 500 characters"),
  language: languageCodeSchema,
  sourceContext: z.string().trim().max(2000).optional(),
  sourceMessageId: z.string().max(64).optional(),
});
export type SaveWordInput = z.infer<typeof saveWordSchema>;

export const savedWordsQuerySchema = z.object({
  language: languageCodeSchema,
  /** Comma-separated words to check (at most 100). */
  words: z.string().max(5000),
});

export const saveGrammarSchema = z.object({
  topic: z.string().trim().min(1, "Topic is required").max(200, "Topics can be at most 200 characters"),
  explanation: z
    .string()
    .trim()
    .min(1, "Explanation is required")
    .max(2000, "Explanations can be at most 2000 characters"),
  example: z.string().trim().max(500).optional(),
});
export type SaveGrammarInput = z.infer<typeof saveGrammarSchema>;
