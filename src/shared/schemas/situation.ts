import { z } from "zod";
import { languageCodeSchema, slugSchema } from "./course";
import {
  characterFactSchema,
  scriptFollowUpsSchema,
  scriptOpeningSchema,
  scriptTurnsSchema,
  topicsWithoutFacts,
} from "./script";

/**
 * A situation template (content/situations/<language>/<id>.json): a dialogue script the offline tutor plays for a
 * scenario a learner wrote themself, with no course story behind it. It is a script (opening, turns, follow-ups,
 * read as in `script.ts`) with its own opening line and one generic character, plus what picks it: a title and a
 * description for the picker (English; the interface translates them), and keywords that match a learner's own
 * description to it. Its `keyPhrasePrompts` are tutor lines with a `{phrase}` slot, where a key phrase the learner
 * wants to practise is worked in.
 */

const line = (max: number) => z.string().trim().min(1).max(max);

/** The slot the tutor's name fills in a template's opening line and facts (the learner's tutor's, or the template's). */
export const NAME_SLOT = "{name}";

/** The slot a key phrase fills in a prompt. */
export const PHRASE_SLOT = "{phrase}";

/**
 * A keyword is lower-case. It matches a word of the learner's text whole or with an ending ("return" ->
 * "returned"); a `*` at its start or end also lets it match inside a compound ("*schmerzen" -> "Rückenschmerzen",
 * "miet*" -> "Mietvertrag"). A keyword of several words matches them in a row.
 */
export const situationKeywordSchema = z
  .string()
  .max(40)
  .regex(/^\*?[\p{Ll}\p{N}ß][\p{Ll}\p{N}ß' -]*\*?$/u, "A keyword is lower-case letters, digits, spaces and dashes");

const slotted = line(200).refine(
  (text) => text.split(PHRASE_SLOT).length === 2,
  `A key-phrase prompt has exactly one ${PHRASE_SLOT}`,
);

export const keyPhrasePromptSchema = z.object({ text: slotted, translation: slotted });
export type KeyPhrasePrompt = z.infer<typeof keyPhrasePromptSchema>;

export const situationCharacterSchema = z.object({
  name: line(40),
  /** In English, like the courses' roles. */
  role: line(60),
  /** What the character can tell: one fact about every topic the template asks, and a few about the scene. */
  facts: z.array(characterFactSchema).min(1).max(30),
});

export const situationTemplateSchema = z
  .object({
    id: slugSchema,
    /** The language the tutor speaks (the folder the file is in). */
    language: languageCodeSchema,
    title: line(60),
    description: line(200),
    keywords: z.array(situationKeywordSchema).min(6).max(80),
    character: situationCharacterSchema,
    /** The character's first line, then what the learner is expected to answer. */
    opening: scriptOpeningSchema.extend({ tutor: line(300), translation: line(300) }),
    turns: scriptTurnsSchema.max(10),
    followUps: scriptFollowUpsSchema.max(8),
    keyPhrasePrompts: z.array(keyPhrasePromptSchema).min(3).max(8),
  })
  .superRefine((template, ctx) => {
    for (const topic of topicsWithoutFacts(template, template.character.facts))
      ctx.addIssue({ code: "custom", path: ["character", "facts"], message: `No fact about "${topic}"` });
  });
export type SituationTemplate = z.infer<typeof situationTemplateSchema>;

/** The templates every language with templates has, in the picker's order; the last is the default. */
export const SITUATION_IDS = [
  "doctor",
  "job-interview",
  "shopping-returns",
  "restaurant",
  "travel-directions",
  "phone-call",
  "renting",
  "small-talk",
] as const;

/** Played when a learner's description matches no template. */
export const DEFAULT_SITUATION = "small-talk";
