/**
 * A learner's scenarios are played as the course `my-<language>`, theirs alone (decision 0029). Plain code without a
 * validation library: the chat and the Learning Studio hub use it and load no schema.
 */

/** The languages a course (and so an own scenario) can be in. */
export const COURSE_LANGUAGES = ["de", "en", "fr"] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];

export const OWN_COURSE_PREFIX = "my-";
export const ownCourseId = (language: CourseLanguage) => `${OWN_COURSE_PREFIX}${language}`;

/** The language of an own course's id, or undefined for a shared course. */
export function ownCourseLanguage(courseId: string): CourseLanguage | undefined {
  if (!courseId.startsWith(OWN_COURSE_PREFIX)) return undefined;
  const language = courseId.slice(OWN_COURSE_PREFIX.length);
  return (COURSE_LANGUAGES as readonly string[]).includes(language) ? (language as CourseLanguage) : undefined;
}

/** The chat page of a learner's own scenario, with its one tutor. */
export const ownScenarioChatPath = (scenario: { id: string; language: CourseLanguage; avatar: string }) =>
  `/course/${ownCourseId(scenario.language)}/scenario/${scenario.id}/character/${scenario.avatar}/chat`;
