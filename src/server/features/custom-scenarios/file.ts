import type { LanguageCode } from "../../../shared/schemas/course";
import type { CustomScenario, CustomScenarioInput, ScenarioFile } from "../../../shared/schemas/custom-scenario";
import { ownScenarioContent } from "../../content/own-course";
import { type SituationLibrary, withName } from "../../content/situations";

/** An id for the file's scenario from its title (course ids are lower-case words joined by dashes). */
function slug(title: string, id: string) {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .match(/[a-z0-9]+/g);
  return words?.join("-").slice(0, 60).replace(/-$/, "") || `scenario-${id.slice(0, 8)}`;
}

/**
 * The shared file (decision 0029): the scenario as course content (as the learner's own course plays it), under a slug
 * of its title. A course's opening line needs a translation: without one (the learner's own line), the line stands.
 */
export function toScenarioFile(scenario: CustomScenario, situations: SituationLibrary): ScenarioFile {
  const template = situations.find(scenario.language as LanguageCode, scenario.situation);
  const content = ownScenarioContent(scenario, template, slug(scenario.title, scenario.id));
  const [tutor] = content.characters;
  tutor!.openingLineTranslation ||= tutor!.openingLine;
  return { parley: "scenario", version: 1, language: scenario.language, scenario: content };
}

/**
 * The form's fields from a shared file; the first character is the tutor. An opening line that is the situation's own
 * (a scenario exported without one of the learner's) stays made for them.
 */
export function fromScenarioFile(file: ScenarioFile, situations: SituationLibrary): CustomScenarioInput {
  const { scenario } = file;
  const tutor = scenario.characters[0]!;
  const template = scenario.situation && situations.find(file.language as LanguageCode, scenario.situation);
  const made = template && withName(template, tutor.name).opening.tutor;
  const ownOpening = made === tutor.openingLine ? "" : tutor.openingLine;
  return {
    title: scenario.title,
    description: scenario.description,
    difficulty: scenario.difficulty,
    language: file.language,
    instructions: scenario.instructions ?? "",
    goal: scenario.goal ?? scenario.title,
    tutorName: tutor.name,
    tutorRole: tutor.role,
    avatar: tutor.id,
    opening: ownOpening,
    keyPhrases: scenario.keyPhrases ?? [],
    situation: scenario.situation,
  };
}
