import type { Db } from "../../db/client";
import { type ActivityKind, activity } from "../../db/schema";

export type ActivityEvent =
  | { kind: Extract<ActivityKind, "lesson_completed">; courseId: string; scenarioId: string }
  | { kind: Extract<ActivityKind, "study_session">; seconds: number; courseId?: string; scenarioId?: string }
  | { kind: Extract<ActivityKind, "words_saved" | "words_reviewed">; count: number };

/** Records one study event for the learner; the progress page reads them back. */
export async function recordActivity(db: Db, userId: string, event: ActivityEvent): Promise<void> {
  await db.insert(activity).values({
    userId,
    kind: event.kind,
    seconds: "seconds" in event ? event.seconds : 0,
    count: "count" in event ? event.count : 0,
    courseId: "courseId" in event ? (event.courseId ?? null) : null,
    scenarioId: "scenarioId" in event ? (event.scenarioId ?? null) : null,
  });
}
