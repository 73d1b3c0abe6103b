import type { Difficulty } from "../../../shared/schemas/course";
import {
  CUSTOM_SCENARIO_MESSAGES,
  type CustomScenario,
  type CustomScenarioInput,
  type CustomScenarioList,
  customScenarioInputSchema,
  type ScenarioDraft,
} from "../../../shared/schemas/custom-scenario";

/** The form as typed: every field a string (the language too: a kept draft may name one this server does not play). */
export interface FormValues {
  title: string;
  description: string;
  difficulty: Difficulty;
  language: string;
  instructions: string;
  goal: string;
  tutorName: string;
  tutorRole: string;
  avatar: string;
  opening: string;
  keyPhrases: string[];
  /** '' = match from the description. */
  situation: string;
}

/** A field's message by its name ('keyPhrases.2' for a phrase's own); '_' for the form as a whole. */
export type FieldErrors = Record<string, string>;

export type Offer = Pick<CustomScenarioList, "languages" | "situations" | "faces" | "llm">;

export const emptyValues = (language = "de"): FormValues => ({
  title: "",
  description: "",
  difficulty: "beginner",
  language,
  instructions: "",
  goal: "",
  tutorName: "",
  tutorRole: "",
  avatar: "",
  opening: "",
  keyPhrases: [],
  situation: "",
});

export const valuesOf = (scenario: CustomScenario): FormValues => ({
  title: scenario.title,
  description: scenario.description,
  difficulty: scenario.difficulty,
  language: scenario.language,
  instructions: scenario.instructions,
  goal: scenario.goal,
  tutorName: scenario.tutorName,
  tutorRole: scenario.tutorRole,
  avatar: scenario.avatar,
  opening: scenario.opening,
  keyPhrases: [...scenario.keyPhrases],
  situation: scenario.situation,
});

/** The situations the form offers for a language (none for a language only an AI provider plays). */
export const situationsFor = (offer: Offer | undefined, language: string) =>
  offer?.situations[language as keyof Offer["situations"]] ?? [];

/** A situation the form can show for the language, else '' (match from the description). */
export const offeredSituation = (offer: Offer | undefined, language: string, situation: string) =>
  situationsFor(offer, language).some((s) => s.id === situation) ? situation : "";

/** A face this server offers: the one asked for, else the first of the language's tutors, else the first. */
export function offeredFace(offer: Offer | undefined, language: string, wanted: string): string {
  const faces = offer?.faces ?? [];
  if (faces.some((face) => face.id === wanted)) return wanted;
  return (faces.find((face) => face.id.startsWith(`${language}-`)) ?? faces[0])?.id ?? "";
}

/** A draft fills the form; the face stays the learner's (or a tutor of the language's, when none was chosen). */
export const withDraft = (values: FormValues, draft: ScenarioDraft, offer: Offer | undefined): FormValues => ({
  ...values,
  title: draft.title,
  description: draft.description,
  difficulty: draft.difficulty,
  goal: draft.goal,
  tutorName: draft.tutorName,
  tutorRole: draft.tutorRole,
  instructions: draft.instructions,
  opening: draft.opening,
  keyPhrases: draft.keyPhrases.filter((phrase) => phrase.trim() !== ""),
  situation: offeredSituation(offer, values.language, draft.situation),
  avatar: offeredFace(offer, values.language, values.avatar),
});

/** What is sent: the form as the API takes it (an absent situation is matched from the texts). */
export const inputOf = (values: FormValues): CustomScenarioInput => {
  const { situation, ...rest } = values;
  return { ...rest, language: values.language as CustomScenarioInput["language"], ...(situation ? { situation } : {}) };
};

/** The shared schema's verdict, and what it cannot know: whether this server plays the language. */
export function check(values: FormValues, offer: Offer | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const result = customScenarioInputSchema.safeParse(inputOf(values));
  if (!result.success) {
    for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  }
  if (offer && !errors.language && !(offer.languages as string[]).includes(values.language)) {
    errors.language = CUSTOM_SCENARIO_MESSAGES.languageOffline;
  }
  return errors;
}

/** Whether a kept value is a form (a draft kept by an older page, or by hand, is dropped). */
export function isFormValues(value: unknown): value is FormValues {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const strings = ["title", "description", "difficulty", "language", "instructions", "goal", "tutorName", "tutorRole"];
  return (
    strings.every((name) => typeof v[name] === "string") &&
    ["avatar", "opening", "situation"].every((name) => typeof v[name] === "string") &&
    Array.isArray(v.keyPhrases) &&
    v.keyPhrases.every((phrase) => typeof phrase === "string")
  );
}
