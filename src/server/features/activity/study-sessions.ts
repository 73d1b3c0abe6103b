import { and, eq, sql } from "drizzle-orm";
import type { StudySessionSave } from "../../../shared/schemas/study";
import type { Db } from "../../db/client";
import { profiles, studySessions } from "../../db/schema";
import { recordActivity } from "./record";

/**
 * Saves a study session's count so far and adds what was not counted yet: to the day (the session's first save is
 * one session more) and to the learner's total focus time. Repeating a save, or an older one arriving late, adds
 * nothing. Returns what this save added and the new total.
 */
export async function saveStudySession(
  db: Db,
  userId: string,
  id: string,
  save: StudySessionSave,
): Promise<{ counted: number; totalFocusTime: number }> {
  const thisSession = and(eq(studySessions.userId, userId), eq(studySessions.id, id));
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(studySessions)
      .values({ userId, id, surface: save.surface, courseId: save.courseId, scenarioId: save.scenarioId })
      .onConflictDoNothing()
      .returning({ id: studySessions.id });
    // The row is locked until the end of the transaction: two saves of one session add one after the other.
    const [row] = await tx
      .select({ seconds: studySessions.seconds })
      .from(studySessions)
      .where(thisSession)
      .for("update");
    const counted = Math.max(0, save.seconds - (row?.seconds ?? 0));
    // A save with nothing new (a retry, the same count sent twice) writes nothing: it reads the total.
    if (counted === 0) {
      const [profile] = await tx
        .select({ total: profiles.totalFocusTime })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return { counted, totalFocusTime: profile?.total ?? 0 };
    }
    await tx.update(studySessions).set({ seconds: save.seconds, savedAt: new Date() }).where(thisSession);
    const where = { courseId: save.courseId, scenarioId: save.scenarioId };
    const first = fresh.length > 0;
    await recordActivity(tx, userId, { kind: first ? "study_session" : "focus_time", seconds: counted, ...where });
    const [profile] = await tx
      .update(profiles)
      .set({ totalFocusTime: sql`${profiles.totalFocusTime} + ${counted}` })
      .where(eq(profiles.id, userId))
      .returning({ total: profiles.totalFocusTime });
    return { counted, totalFocusTime: profile?.total ?? 0 };
  });
}
