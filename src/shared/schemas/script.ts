import { z } from "zod";

/**
 * The offline tutor's dialogue script for one scenario (content/scripts/<courseId>/<scenarioId>.json).
 * The learner answers the character's opening line first (`opening`), then the turns: each asks for one thing
 * (`asks`), and a turn whose answer the learner has already given (`gives`) is skipped with a word that shows it was
 * heard (`known`). The characters' facts answer the learner's own questions. After the last turn the tutor uses the
 * follow-up lines so a lesson can reach 10 messages.
 */

const text = z.string().trim().min(1);
/** What a line asks for or a fact is about: a short id such as "origin", "job", "order", "price". */
const topic = z.string().regex(/^[a-z][a-z0-9-]*$/, "A topic is lower-case letters, digits and dashes");

const spoken = z.object({ text, translation: text });

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
  /** What the line asks for; unique within a script. */
  asks: topic,
  /** A yes/no question: "ja", "nein", "genau", "yes", "sure" ... answer it. */
  yesNo: z.boolean().default(false),
  /** Asked only if the learner did not say no to that earlier yes/no line ("Mit Sahne?" after "Kuchen?"). */
  ifYes: topic.optional(),
  /**
   * Lower-case phrases that answer this line when the learner says them before it is asked ("komme aus", "bin
   * lehrer"). Stricter than `expect`: they must not occur in an answer to another line.
   */
  gives: z.array(text).default([]),
  /**
   * Said instead of the line when the learner has already answered it: "Ah, aus {value}!", where {value} is what
   * followed the phrase the learner used. Required when `gives` is not empty.
   */
  known: spoken.optional(),
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
  /** What the line asks about, when it is a question the character can be asked back. */
  asks: topic.optional(),
});

/**
 * Something a character can tell about themself or the scene. `about` names a turn's `asks` (the answer to "Und
 * Sie?" after that turn) or a topic of its own; `keys` are lower-case words of a learner's question that ask for it
 * ("aufzug", "how much"), and `ask` is such a question, as a learner would write it.
 */
export const characterFactSchema = spoken.extend({
  about: topic,
  keys: z.array(text).default([]),
  ask: text.optional(),
});
export type CharacterFact = z.infer<typeof characterFactSchema>;

/** What the learner says first: the expected reply to the character's opening line, plus what the opening teaches. */
export const scriptOpeningSchema = expectationSchema.extend({
  /** What the opening line asks for (its answer is never asked again). */
  asks: topic.default("greeting"),
  words: z.array(scriptWordSchema).max(3),
  grammar: z.array(scriptGrammarSchema).max(2),
});

export const scriptTurnsSchema = z
  .array(scriptTurnSchema)
  .min(6)
  .refine((turns) => new Set(turns.map((t) => t.asks)).size === turns.length, "Each turn asks for something else")
  .refine((turns) => turns.every((t) => t.gives.length === 0 || t.known), "A turn that can be known says `known`")
  .refine(
    (turns) => turns.every((t, i) => !t.ifYes || turns.slice(0, i).some((b) => b.asks === t.ifYes && b.yesNo)),
    "`ifYes` names an earlier yes/no line",
  );

export const scriptFollowUpsSchema = z.array(scriptFollowUpSchema).min(3);

type Asking = {
  opening: { asks: string };
  turns: readonly { asks: string }[];
  followUps: readonly { asks?: string | undefined }[];
};

/** Whatever the tutor asks, the learner may ask back: the topics a character's facts must cover. */
export function askedTopics(script: Asking): string[] {
  return [script.opening.asks, ...script.turns.map((t) => t.asks), ...script.followUps.flatMap((f) => f.asks ?? [])];
}

/** The topics the script asks that no fact is about. */
export function topicsWithoutFacts(script: Asking, facts: readonly { about: string }[]): string[] {
  const about = new Set(facts.map((f) => f.about));
  return askedTopics(script).filter((topic) => !about.has(topic));
}

export const dialogueScriptSchema = z
  .object({
    scenarioId: text,
    /** Expected reply to the character's opening line, plus what the opening teaches. */
    opening: scriptOpeningSchema,
    turns: scriptTurnsSchema,
    followUps: scriptFollowUpsSchema,
    /** Each character's facts, by character id. */
    characters: z.record(z.string(), z.object({ facts: z.array(characterFactSchema).min(1) })).default({}),
  })
  .superRefine((script, ctx) => {
    for (const [id, { facts }] of Object.entries(script.characters)) {
      for (const topic of topicsWithoutFacts(script, facts))
        ctx.addIssue({ code: "custom", path: ["characters", id], message: `No fact about "${topic}"` });
    }
  });
export type DialogueScript = z.infer<typeof dialogueScriptSchema>;
