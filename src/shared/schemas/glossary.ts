import { z } from "zod";
import { languageCodeSchema } from "./course";

/** The offline tutor's word glossary for one course (content/glossary/<courseId>.json). */
const text = z.string().trim().min(1);

export const partOfSpeechSchema = z.enum([
  "noun",
  "verb",
  "adjective",
  "adverb",
  "pronoun",
  "preposition",
  "conjunction",
  "article",
  "determiner",
  "numeral",
  "interjection",
  "particle",
  "phrase",
]);

export const glossaryEntrySchema = z.object({
  /** Dictionary form, e.g. "Kaffee", "gehen", "don't". */
  lemma: text,
  /** Every other spelling that occurs in the scripts (inflections, contractions), e.g. ["gehe", "geht"]. */
  forms: z.array(text).default([]),
  /** Meaning in the course's native language. */
  meaning: text,
  partOfSpeech: partOfSpeechSchema,
  alternates: z.array(text).default([]),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const glossarySchema = z.object({
  language: languageCodeSchema,
  nativeLanguage: languageCodeSchema,
  entries: z.array(glossaryEntrySchema).min(1),
});
export type Glossary = z.infer<typeof glossarySchema>;
