import { z } from "zod";
import { languageCodeSchema } from "./course";
import { FOLDER_NAME_MAX, folderSchemas, type ListedFolder } from "./folders";

export * from "./studio-values";

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
  example: z.string().trim().max(500, "Examples can be at most 500 characters").optional(),
});

/** POST /api/grammar/{id}/quiz-answers: the self-check quiz's answer to one topic (a study action of the day). */
export const quizAnswerSchema = z.object({
  understood: z.boolean({ message: "understood must be true or false" }),
});
export type SaveGrammarInput = z.infer<typeof saveGrammarSchema>;

// ---- vocabulary list, folders and reviews (learning-experience §2.7, §3, §4, §5, §9) ----------------

export const { create: createVocabularyFolderSchema, update: updateVocabularyFolderSchema } = folderSchemas(
  `Folder names can be at most ${FOLDER_NAME_MAX} characters`,
);

/** A folder filter: every word, the unfiled ones, or one folder's. */
export const folderFilterSchema = z.union([z.literal("all"), z.literal("unfiled"), z.uuid("Unknown folder")]);

export const WORD_STATUSES = ["all", "learning", "learned"] as const;
export const vocabularyListQuerySchema = z.object({
  folder: folderFilterSchema.default("all"),
  status: z.enum(WORD_STATUSES, { message: "Status must be all, learning or learned" }).default("all"),
  q: z.string().trim().max(100, "Searches can be at most 100 characters").default(""),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type VocabularyListQuery = z.infer<typeof vocabularyListQuerySchema>;

export const wordPatchSchema = z
  .object({
    learned: z.boolean({ message: "learned must be true or false" }).optional(),
    folderId: z.uuid("Unknown folder").nullable().optional(),
  })
  .refine((p) => p.learned !== undefined || p.folderId !== undefined, "Nothing to change");

/** Flash-card ratings: 'Need Practice', 'Got It!', and 'Mark as Mastered' (learned, counts as easy). */
export const REVIEW_RATINGS = ["hard", "easy", "mastered"] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** How long a review made offline may wait to be sent: older ones count as made when they arrive. */
export const OFFLINE_REVIEW_MAX_AGE_DAYS = 30;
export const reviewSchema = z.object({
  rating: z.enum(REVIEW_RATINGS, { message: "Rating must be hard, easy or mastered" }),
  /** Given by the browser to a review made offline, so that sending it again applies it once. */
  reviewId: z.uuid("The review id must be a UUID").optional(),
  /** When a review made offline was made (the server schedules from then, never from the future). */
  reviewedAt: z.iso.datetime({ offset: true, message: "The review time must be an ISO date and time" }).optional(),
});

/** The badge shows 99+ above this (§9), so the due count never needs to count further. */
export const DUE_COUNT_CAP = 100;

export interface VocabularyFolder extends ListedFolder {
  wordCount: number;
}

export interface VocabularyWord {
  id: string;
  word: string;
  meaning: string;
  language: "de" | "en" | "fr";
  learned: boolean;
  folderId: string | null;
  savedAt: string;
  nextReviewAt: string | null;
  lastReviewedAt: string | null;
  reviewCount: number;
  reviewInterval: number;
}

export interface VocabularyPage {
  words: VocabularyWord[];
  total: number;
  hasMore: boolean;
}

export interface FolderList {
  folders: VocabularyFolder[];
  total: number;
  unfiled: number;
}

/** A card of a review session, with the days each answer would schedule (the buttons' tooltips). */
export interface DueWord extends VocabularyWord {
  preview: { hard: number; easy: number };
}

export interface DueWords {
  /** Up to the session size (the daily review goal setting). */
  words: DueWord[];
  /** Due words, counted up to DUE_COUNT_CAP. */
  count: number;
  overdue: boolean;
}

export interface ReviewResult {
  word: VocabularyWord;
  nextReviewDays: number;
}

// ---- grammar list (learning-experience §2.8) ---------------------------------------------------------

export const grammarListQuerySchema = z.object({
  q: z.string().trim().max(100, "Searches can be at most 100 characters").default(""),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export interface GrammarTopic {
  id: string;
  topic: string;
  explanation: string;
  example: string | null;
  savedAt: string;
}

export interface GrammarPage {
  topics: GrammarTopic[];
  /** Topics matching the search, for 'Load More (N remaining)'. */
  total: number;
  hasMore: boolean;
}
