import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { TutorScene } from "../../tutor/engine";
import { courseView, readProgress } from "../courses";
import { notFound } from "./failures";

interface ChatPlace {
  courseId: string;
  scenarioId: string;
  characterId: string;
}

/** Course, scenario and tutor of a conversation, or undefined when the course library no longer has them. */
export const sceneOf = (library: CourseLibrary, place: ChatPlace): TutorScene | undefined =>
  library.scene(place.courseId, place.scenarioId, place.characterId);

/** The scene a learner opens a chat in: it must exist (else 404) and be unlocked for them (else 409). */
export async function unlockedScene(db: Db, library: CourseLibrary, userId: string, place: ChatPlace) {
  const scene = sceneOf(library, place);
  if (!scene) throw notFound();
  const view = courseView(scene.course, (await readProgress(db, userId, place.courseId)).get(place.courseId) ?? []);
  const scenario = view.chapters.flatMap((c) => c.scenarios).find((s) => s.id === place.scenarioId);
  if (scenario?.isLocked) throw new ApiError(409, "SCENARIO_LOCKED", "Complete the previous scenario first.");
  return scene;
}
