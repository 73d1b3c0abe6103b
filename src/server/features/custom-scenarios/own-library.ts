import { z } from "zod";
import { ownCourseLanguage } from "../../../shared/own-course";
import type { CustomScenario } from "../../../shared/schemas/custom-scenario";
import type { CourseLibrary } from "../../content/course-library";
import { type CoursePlace, ownCourse } from "../../content/own-course";
import type { SituationLibrary } from "../../content/situations";
import type { Db } from "../../db/client";
import { findCustomScenario, listCustomScenarios } from "./data";

const rowId = z.uuid();
const isRowId = (id: string | undefined): id is string => rowId.safeParse(id).success;

/**
 * The course library as one learner's request sees it (decision 0029): the shared courses, and, at a place in their
 * own course (`my-<language>`), that course holding the scenario asked for, if it is theirs and of that language (so
 * another learner's scenario is exactly like one that does not exist). Without a place, every own scenario of the
 * learner, for the pages that name past lessons.
 */
export async function withOwnScenarios(
  db: Db,
  situations: SituationLibrary,
  library: CourseLibrary,
  userId: string | undefined,
  place?: CoursePlace,
): Promise<CourseLibrary> {
  if (!userId) return library;
  if (!place) return library.with(ownCourses(await listCustomScenarios(db, userId), situations, library));
  const language = ownCourseLanguage(place.courseId);
  if (!language) return library;
  const scenario = isRowId(place.scenarioId) ? await findCustomScenario(db, userId, place.scenarioId) : undefined;
  const found = scenario?.language === language ? [scenario] : [];
  return library.with([ownCourse(language, found, situations, library.courseIn(language), library.locale)]);
}

function ownCourses(scenarios: CustomScenario[], situations: SituationLibrary, library: CourseLibrary) {
  const byLanguage = new Map<CustomScenario["language"], CustomScenario[]>();
  for (const scenario of scenarios)
    byLanguage.set(scenario.language, [...(byLanguage.get(scenario.language) ?? []), scenario]);
  return [...byLanguage].map(([language, own]) =>
    ownCourse(language, own, situations, library.courseIn(language), library.locale),
  );
}
