import type { Locale } from "../../shared/locale";
import { ownCourseId, ownCourseLanguage } from "../../shared/own-course";
import type { CourseContent, LanguageCode, ScenarioContent } from "../../shared/schemas/course";
import type { CustomScenario } from "../../shared/schemas/custom-scenario";
import type { SituationTemplate } from "../../shared/schemas/situation";
import { type SituationLibrary, withName } from "./situations";

/** Where a request is: a course and, in it, a scenario. */
export interface CoursePlace {
  courseId: string;
  scenarioId?: string;
}

/**
 * A learner's own scenario as course content (decision 0029): the same shape as a course's scenario, with the
 * custom fields the tutors play it by. The shared file holds exactly this object, so it can be pasted into a course.
 */
export interface OwnScenarioContent extends ScenarioContent {
  goal: string;
  instructions?: string;
  keyPhrases: string[];
  /** The offline tutor's situation template, by id. */
  situation: string;
}

/** The custom fields of a scene's scenario, when it is a learner's own. */
export const ownScenarioOf = (scene: { course: CourseContent; scenario: ScenarioContent }) =>
  ownCourseLanguage(scene.course.id) && "situation" in scene.scenario
    ? (scene.scenario as OwnScenarioContent)
    : undefined;

/** The opening line of a scenario without one of its own and without a situation template (a language only an LLM plays). */
const PLAIN_OPENING: Record<LanguageCode, { line: string; translation: string }> = {
  de: {
    line: "Hallo! Schön, Sie zu sehen. Wie kann ich Ihnen helfen?",
    translation: "Hello! Nice to see you. How can I help you?",
  },
  en: {
    line: "Hello! Nice to see you. How can I help you?",
    translation: "Hallo! Schön, Sie zu sehen. Wie kann ich Ihnen helfen?",
  },
  fr: {
    line: "Bonjour ! Ravi de vous voir. Comment puis-je vous aider ?",
    translation: "Hello! Nice to see you. How can I help you?",
  },
};

/**
 * A learner's scenario as course content, under `id` (its row's id in their own course; a slug of its title in a
 * shared file). The tutor is its one character, with the face's id; without an opening line of the learner's, the
 * situation's own opening stands in.
 */
export function ownScenarioContent(
  scenario: CustomScenario,
  situation: SituationTemplate | undefined,
  id = scenario.id,
): OwnScenarioContent {
  const template = situation && withName(situation, scenario.tutorName);
  return {
    id,
    title: scenario.title,
    description: scenario.description,
    estimatedTime: "10-15 min",
    difficulty: scenario.difficulty,
    goal: scenario.goal,
    instructions: scenario.instructions || undefined,
    keyPhrases: scenario.keyPhrases,
    situation: scenario.situation,
    characters: [
      {
        id: scenario.avatar,
        name: scenario.tutorName,
        role: scenario.tutorRole,
        bio: scenario.tutorRole,
        tags: [scenario.tutorRole],
        tone: "friendly",
        openingLine: scenario.opening || template?.opening.tutor || PLAIN_OPENING[scenario.language].line,
        openingLineTranslation: scenario.opening
          ? ""
          : template?.opening.translation || PLAIN_OPENING[scenario.language].translation,
      },
    ],
  };
}

/** The own course's texts in the interface languages (Progress names a completed lesson "<scenario> · <course>"). */
const OWN_COURSE_TEXTS: Record<Locale, { title: string; subtitle: string; description: string }> = {
  en: {
    title: "My scenarios",
    subtitle: "Scenarios you wrote",
    description: "Your own scenarios from the Learning Studio.",
  },
  de: {
    title: "Meine Szenarien",
    subtitle: "Szenarien, die du geschrieben hast",
    description: "Deine eigenen Szenarien aus dem Lernstudio.",
  },
  fr: {
    title: "Mes scénarios",
    subtitle: "Les scénarios que tu as écrits",
    description: "Tes propres scénarios du Studio d’apprentissage.",
  },
};

/**
 * The learner's own course of one language: their scenarios, each its own chapter (so none waits for another to be
 * completed), hidden from the language chooser and the course figures. Translations are given in the language of
 * the shared course of that language (`base`), else in English.
 */
export function ownCourse(
  language: LanguageCode,
  scenarios: readonly CustomScenario[],
  situations: SituationLibrary,
  base?: CourseContent,
  locale: Locale = "en",
): CourseContent {
  return {
    id: ownCourseId(language),
    ...OWN_COURSE_TEXTS[locale],
    language,
    nativeLanguage: base?.nativeLanguage ?? (language === "en" ? "de" : "en"),
    level: "Beginner",
    color: base?.color ?? "#6366f1",
    gradient: base?.gradient ?? "linear-gradient(135deg, #6366f1 0%, #a855f7 100%)",
    order: 1000,
    hidden: true,
    chapters: scenarios.map((scenario, index) => ({
      id: `own-${index + 1}`,
      title: scenario.title,
      description: scenario.description,
      chapterNumber: index + 1,
      scenarios: [ownScenarioContent(scenario, situations.find(language, scenario.situation))],
    })),
  };
}
