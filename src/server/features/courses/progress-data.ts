import { and, eq, sql } from "drizzle-orm";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { scenarioProgress } from "../../db/schema";
import type { ProgressRecord } from "./progress-rule";

const progressColumns = {
  courseId: scenarioProgress.courseId,
  scenarioId: scenarioProgress.scenarioId,
  progress: scenarioProgress.progress,
  completedAt: scenarioProgress.completedAt,
};
const learner = sql.placeholder("userId");
const everyCourse = builtOnce((db) =>
  db.select(progressColumns).from(scenarioProgress).where(eq(scenarioProgress.userId, learner)).prepare(""),
);
const oneCourse = builtOnce((db) =>
  db
    .select(progressColumns)
    .from(scenarioProgress)
    .where(and(eq(scenarioProgress.userId, learner), eq(scenarioProgress.courseId, sql.placeholder("courseId"))))
    .prepare(""),
);

export async function readProgress(db: Db, userId: string, courseId?: string): Promise<Map<string, ProgressRecord[]>> {
  const rows = courseId ? await oneCourse(db).execute({ userId, courseId }) : await everyCourse(db).execute({ userId });
  const byCourse = new Map<string, ProgressRecord[]>();
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ scenarioId: row.scenarioId, progress: row.progress, completed: row.completedAt !== null });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

/** Records progress in a scenario: it never goes down, and reaching 100 completes it (the first completion is kept). */
export async function recordProgress(
  db: Db,
  userId: string,
  courseId: string,
  scenarioId: string,
  progress: number,
): Promise<{ progress: number; completed: boolean }> {
  const [row] = await db
    .insert(scenarioProgress)
    .values({ userId, courseId, scenarioId, progress, completedAt: progress >= 100 ? new Date() : null })
    .onConflictDoUpdate({
      target: [scenarioProgress.userId, scenarioProgress.courseId, scenarioProgress.scenarioId],
      set: {
        progress: sql`greatest(${scenarioProgress.progress}, excluded.progress)`,
        completedAt: sql`coalesce(${scenarioProgress.completedAt}, excluded.completed_at)`,
      },
    })
    .returning({ progress: scenarioProgress.progress, completedAt: scenarioProgress.completedAt });
  return { progress: row!.progress, completed: row!.completedAt !== null };
}
