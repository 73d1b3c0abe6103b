import { z } from "zod";

/**
 * The offline tutor's dialogue script for one scenario (content/scripts/<courseId>/<scenarioId>.json).
 * The learner answers the character's opening line first (`opening`), then each turn in order;
 * after the last turn the tutor uses the follow-up lines so a lesson can reach 10 messages.
 */

const text = z.string().trim().min(1);

export const scriptWordSchema = z.object({
  word: text,
  meaning: text,
});

export const scriptGrammarSchema = z.object({
  name: text,
  explanation: text,
  example: text.optional(),
});

/** What the learner is expected to say in reply to one tutor line. */
export const expectationSchema = z.object({
  /** Lower-case keywords or short phrases; a reply containing any of them is on topic. */
  expect: z.array(text).min(1),
  /** 1-3 good learner answers in the target language, used as hints. */
  samples: z.array(text).min(1).max(3),
});

export const scriptTurnSchema = expectationSchema.extend({
  /** The tutor's line in the target language. */
  tutor: text,
  /** That line in the learner's native language. */
  translation: text,
  /** A gentle re-ask used when the learner's reply to this line is off topic. */
  reask: text,
  reaskTranslation: text,
  /** Words taught by this line (at most 3 are shown). */
  words: z.array(scriptWordSchema).max(3),
  /** Grammar topics taught by this line (at most 2 are shown). */
  grammar: z.array(scriptGrammarSchema).max(2),
});

export const scriptFollowUpSchema = z.object({
  tutor: text,
  translation: text,
});

export const dialogueScriptSchema = z.object({
  scenarioId: text,
  /** Expected reply to the character's opening line, plus what the opening teaches. */
  opening: expectationSchema.extend({
    words: z.array(scriptWordSchema).max(3),
    grammar: z.array(scriptGrammarSchema).max(2),
  }),
  turns: z.array(scriptTurnSchema).min(6),
  followUps: z.array(scriptFollowUpSchema).min(3),
});
export type DialogueScript = z.infer<typeof dialogueScriptSchema>;
