import { LESSON_MESSAGES } from "../../../shared/schemas/chat";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import { recordActivity } from "../activity";
import { recordProgress } from "../courses";
import { awardAchievements } from "../progress";
import { countUserMessages } from "./data";

/**
 * Records a learner's lesson progress after their messages in a conversation went from `before` to `after` (one typed
 * message, or the lines of a voice call): the scenario's percent, and the lesson's completion when this crossed
 * LESSON_MESSAGES (which may earn achievements). Returns whether it did.
 */
export async function recordLessonProgress(
  db: Db,
  userId: string,
  conversation: { courseId: string; scenarioId: string },
  before: number,
  after: number,
  library: CourseLibrary,
): Promise<boolean> {
  const { courseId, scenarioId } = conversation;
  await recordProgress(db, userId, courseId, scenarioId, Math.round(Math.min(100, (after / LESSON_MESSAGES) * 100)));
  const completed = before < LESSON_MESSAGES && after >= LESSON_MESSAGES;
  if (completed) {
    await recordActivity(db, userId, { kind: "lesson_completed", courseId, scenarioId });
    await awardAchievements(db, userId, library);
  }
  return completed;
}

/** After one typed message: how many the learner has written in the conversation, and whether that completed it. */
export async function recordTypedMessage(
  db: Db,
  userId: string,
  conversation: { id: string; courseId: string; scenarioId: string },
  library: CourseLibrary,
): Promise<{ userMessageCount: number; lessonCompleted: boolean }> {
  const userMessageCount = await countUserMessages(db, conversation.id);
  const lessonCompleted = await recordLessonProgress(
    db,
    userId,
    conversation,
    userMessageCount - 1,
    userMessageCount,
    library,
  );
  return { userMessageCount, lessonCompleted };
}
