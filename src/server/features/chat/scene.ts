import { ownCourseLanguage } from "../../../shared/own-course";
import type { Db } from "../../db/client";
import type { Services } from "../../http/context";
import { ApiError } from "../../http/errors";
import type { TutorScene } from "../../tutor/engine";
import { courseView, readProgress } from "../courses";
import { notFound } from "./failures";

interface ChatPlace {
  courseId: string;
  scenarioId: string;
  characterId: string;
}

/**
 * Course, scenario and tutor of a conversation (in the shared courses, or the learner's own scenario), or undefined
 * when they no longer exist.
 */
export async function sceneOf(
  { courseLibrary, libraryFor }: Pick<Services, "courseLibrary" | "libraryFor">,
  userId: string,
  place: ChatPlace,
): Promise<TutorScene | undefined> {
  const library = await libraryFor(courseLibrary, userId, place);
  return library.scene(place.courseId, place.scenarioId, place.characterId);
}

/** The scene a learner opens a chat in: it must exist (else 404) and be unlocked for them (else 409). */
export async function unlockedScene(
  db: Db,
  services: Pick<Services, "courseLibrary" | "libraryFor">,
  userId: string,
  place: ChatPlace,
) {
  const scene = await sceneOf(services, userId, place);
  if (!scene) throw notFound();
  // A learner's own scenario waits for no other (decision 0029): no progress to read.
  if (ownCourseLanguage(place.courseId)) return scene;
  const view = courseView(scene.course, (await readProgress(db, userId, place.courseId)).get(place.courseId) ?? []);
  const scenario = view.chapters.flatMap((c) => c.scenarios).find((s) => s.id === place.scenarioId);
  if (scenario?.isLocked) throw new ApiError(409, "SCENARIO_LOCKED", "Complete the previous scenario first.");
  return scene;
}
