import { ownCourseLanguage } from "../../../shared/own-course";
import type { ScenarioDetail } from "../../../shared/schemas/course";

/**
 * Where the chat's back arrow leads: a course scenario's tutors, or, for a learner's own scenario (which has one
 * tutor), their scenarios in the Learning Studio.
 */
export function backLink(detail: ScenarioDetail) {
  return ownCourseLanguage(detail.course.id)
    ? { to: "/learning-studio/create", label: "chat.lesson.backToMyScenarios" as const }
    : {
        to: `/course/${detail.course.id}/scenario/${detail.scenario.id}/characters`,
        label: "chat.lesson.backToCharacters" as const,
      };
}
