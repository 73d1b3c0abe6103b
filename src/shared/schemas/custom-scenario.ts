import { z } from "zod";
import { difficultySchema, languageCodeSchema, scenarioContentSchema, slugSchema } from "./course";

/**
 * A learner's own scenario (issue 36, decision 0029): the Learning Studio's 'Create' form (learning-experience §2.9)
 * and what a scenario needs to be played.
 */

export const CUSTOM_SCENARIO_LIMIT = 100;
export const CUSTOM_SCENARIO_MAX = {
  title: 100,
  description: 1000,
  instructions: 2000,
  goal: 300,
  tutorName: 50,
  tutorRole: 80,
  opening: 500,
  keyPhrase: 100,
  keyPhrases: 10,
  draftIdea: 500,
} as const;

/**
 * Target languages of a scenario: the offline tutor corrects German and English; an LLM provider adds the other
 * languages the app has a course for (so that speech, translations and the chat know them).
 */
export const SCENARIO_LANGUAGES = languageCodeSchema.options;
export const OFFLINE_SCENARIO_LANGUAGES = ["de", "en"] as const;
export const scenarioLanguageSchema = z.enum(SCENARIO_LANGUAGES, { message: "Choose a target language" });
export type ScenarioLanguage = z.infer<typeof scenarioLanguageSchema>;

export const CUSTOM_SCENARIO_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title can be at most ${CUSTOM_SCENARIO_MAX.title} characters`,
  descriptionRequired: "Description is required",
  descriptionTooLong: `Description can be at most ${CUSTOM_SCENARIO_MAX.description} characters`,
  instructionsTooLong: `Tutor instructions can be at most ${CUSTOM_SCENARIO_MAX.instructions} characters`,
  goalRequired: "Your goal is required",
  goalTooLong: `Your goal can be at most ${CUSTOM_SCENARIO_MAX.goal} characters`,
  tutorNameRequired: "Tutor name is required",
  tutorNameTooLong: `Tutor name can be at most ${CUSTOM_SCENARIO_MAX.tutorName} characters`,
  tutorRoleRequired: "Tutor role is required",
  tutorRoleTooLong: `Tutor role can be at most ${CUSTOM_SCENARIO_MAX.tutorRole} characters`,
  openingTooLong: `Opening line can be at most ${CUSTOM_SCENARIO_MAX.opening} characters`,
  keyPhraseRequired: "A key phrase cannot be empty",
  keyPhraseTooLong: `A key phrase can be at most ${CUSTOM_SCENARIO_MAX.keyPhrase} characters`,
  tooManyKeyPhrases: `At most ${CUSTOM_SCENARIO_MAX.keyPhrases} key phrases`,
  difficultyInvalid: "Choose a difficulty",
  avatarInvalid: "Choose one of the tutors' faces",
  languageOffline: "The offline tutor corrects German and English; other languages need an AI provider",
  situationInvalid: "Choose one of the situations",
  limitReached: `You can keep at most ${CUSTOM_SCENARIO_LIMIT} scenarios. Delete one to make room.`,
  notFound: "Scenario not found",
  fileInvalid: "This file is not a Parley scenario",
  draftFailed: "Could not draft your scenario. Please try again.",
} as const;
const M = CUSTOM_SCENARIO_MESSAGES;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default("");

export const customScenarioInputSchema = z.object({
  title: text(CUSTOM_SCENARIO_MAX.title, M.titleRequired, M.titleTooLong),
  description: text(CUSTOM_SCENARIO_MAX.description, M.descriptionRequired, M.descriptionTooLong),
  difficulty: z.enum(difficultySchema.options, { message: M.difficultyInvalid }),
  language: scenarioLanguageSchema,
  instructions: optionalText(CUSTOM_SCENARIO_MAX.instructions, M.instructionsTooLong),
  goal: text(CUSTOM_SCENARIO_MAX.goal, M.goalRequired, M.goalTooLong),
  tutorName: text(CUSTOM_SCENARIO_MAX.tutorName, M.tutorNameRequired, M.tutorNameTooLong),
  tutorRole: text(CUSTOM_SCENARIO_MAX.tutorRole, M.tutorRoleRequired, M.tutorRoleTooLong),
  /** One of the built-in tutors' faces, by their character id. */
  avatar: z.string({ error: M.avatarInvalid }).regex(/^[a-z0-9-]{1,100}$/, M.avatarInvalid),
  opening: optionalText(CUSTOM_SCENARIO_MAX.opening, M.openingTooLong),
  keyPhrases: z
    .array(z.string().trim().min(1, M.keyPhraseRequired).max(CUSTOM_SCENARIO_MAX.keyPhrase, M.keyPhraseTooLong))
    .max(CUSTOM_SCENARIO_MAX.keyPhrases, M.tooManyKeyPhrases)
    .default([]),
  /** The offline tutor's situation template; matched from the description when absent. */
  situation: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, M.situationInvalid)
    .optional(),
});
export type CustomScenarioInput = z.input<typeof customScenarioInputSchema>;
export type CustomScenarioFields = z.output<typeof customScenarioInputSchema>;

export interface CustomScenario extends CustomScenarioFields {
  id: string;
  /** The situation the offline tutor plays (the chosen one, or the one matched from the description). */
  situation: string;
  createdAt: string;
  updatedAt: string;
}

/** A situation template the offline tutor plays, as the form (and a draft) may choose it. */
export interface SituationChoice {
  id: string;
  title: string;
  description: string;
}

/** GET /api/custom-scenarios: the learner's scenarios and what this server's form can offer. */
export interface CustomScenarioList {
  scenarios: CustomScenario[];
  /** The target languages this server's tutor plays. */
  languages: ScenarioLanguage[];
  /** True when an LLM provider plays scenarios (free role-play, 'Draft it for me' by the model). */
  llm: boolean;
  /** The offline tutor's situations per language (none for a language only an LLM plays). */
  situations: Partial<Record<ScenarioLanguage, SituationChoice[]>>;
  /**
   * The built-in tutors' faces a learner's tutor can take (image: /avatars/characters/<id>.svg), with the language of
   * their course (the form shows those of its target language first).
   */
  faces: { id: string; name: string; language: ScenarioLanguage }[];
}

/**
 * The shared file: a course content scenario (so it can be pasted into a course's chapter) with the custom fields,
 * and the language it is practised in.
 */
export const scenarioFileScenarioSchema = scenarioContentSchema.extend({
  goal: z.string().max(CUSTOM_SCENARIO_MAX.goal).optional(),
  instructions: z.string().max(CUSTOM_SCENARIO_MAX.instructions).optional(),
  keyPhrases: z.array(z.string().max(CUSTOM_SCENARIO_MAX.keyPhrase)).max(CUSTOM_SCENARIO_MAX.keyPhrases).optional(),
  situation: slugSchema.optional(),
});
export const scenarioFileSchema = z.object({
  parley: z.literal("scenario", M.fileInvalid),
  version: z.literal(1, M.fileInvalid),
  language: scenarioLanguageSchema,
  scenario: scenarioFileScenarioSchema,
});
export type ScenarioFile = z.infer<typeof scenarioFileSchema>;

/** 'Draft it for me': one sentence from the learner, and the tutor proposes the whole form. */
export const scenarioDraftRequestSchema = z.object({
  idea: z
    .string({ error: "Describe your situation in a sentence" })
    .trim()
    .min(1, "Describe your situation in a sentence")
    .max(CUSTOM_SCENARIO_MAX.draftIdea, `Your sentence can be at most ${CUSTOM_SCENARIO_MAX.draftIdea} characters`),
  language: scenarioLanguageSchema,
});
export type ScenarioDraftRequest = z.infer<typeof scenarioDraftRequestSchema>;

/** What a draft proposes: the form without the tutor's face, which the learner picks. */
export const scenarioDraftSchema = z.strictObject({
  title: z.string().max(CUSTOM_SCENARIO_MAX.title),
  description: z.string().max(CUSTOM_SCENARIO_MAX.description),
  difficulty: difficultySchema,
  goal: z.string().max(CUSTOM_SCENARIO_MAX.goal),
  tutorName: z.string().max(CUSTOM_SCENARIO_MAX.tutorName),
  tutorRole: z.string().max(CUSTOM_SCENARIO_MAX.tutorRole),
  instructions: z.string().max(CUSTOM_SCENARIO_MAX.instructions),
  opening: z.string().max(CUSTOM_SCENARIO_MAX.opening),
  keyPhrases: z.array(z.string().max(CUSTOM_SCENARIO_MAX.keyPhrase)).max(CUSTOM_SCENARIO_MAX.keyPhrases),
  situation: z.string().max(100),
});
export type ScenarioDraft = z.infer<typeof scenarioDraftSchema>;
