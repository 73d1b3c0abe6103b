import type { LanguageCode } from "../../../shared/schemas/course";
import {
  type CustomScenarioFields,
  CUSTOM_SCENARIO_MESSAGES as M,
  OFFLINE_SCENARIO_LANGUAGES,
  SCENARIO_LANGUAGES,
  type ScenarioLanguage,
} from "../../../shared/schemas/custom-scenario";
import type { SituationLibrary } from "../../content/situations";
import { ApiError } from "../../http/errors";

/** What the checks of a scenario need from the server. */
export interface ScenarioRules {
  /** True when an LLM provider plays scenarios: every target language; else the offline tutor's two. */
  llm: boolean;
  /** The built-in tutors' ids, whose faces a learner's tutor can take. */
  avatars: ReadonlySet<string>;
  situations: SituationLibrary;
}

export const scenarioLanguages = (rules: Pick<ScenarioRules, "llm">): readonly ScenarioLanguage[] =>
  rules.llm ? SCENARIO_LANGUAGES : OFFLINE_SCENARIO_LANGUAGES;

/** A refusal of one of the form's fields, with its message. */
export const refuse = (field: string, message: string) =>
  new ApiError(400, "VALIDATION_ERROR", message, { [field]: message });

/**
 * Checks what the form's schema cannot know (the languages this server's tutor plays, our tutors' faces, the
 * situations) and settles the offline tutor's situation: the chosen one, else the one matched from the texts.
 */
export function settleScenario(
  fields: CustomScenarioFields,
  rules: ScenarioRules,
): CustomScenarioFields & { situation: string } {
  if (!scenarioLanguages(rules).includes(fields.language)) throw refuse("language", M.languageOffline);
  if (!rules.avatars.has(fields.avatar)) throw refuse("avatar", M.avatarInvalid);
  const language = fields.language as LanguageCode;
  const offline = (OFFLINE_SCENARIO_LANGUAGES as readonly string[]).includes(language);
  if (fields.situation) {
    if (offline && !rules.situations.find(language, fields.situation)) throw refuse("situation", M.situationInvalid);
    return { ...fields, situation: fields.situation };
  }
  const text = `${fields.title}\n${fields.description}\n${fields.goal}`;
  const matched = offline ? rules.situations.match(language, text) : undefined;
  return { ...fields, situation: matched?.id ?? "small-talk" };
}
