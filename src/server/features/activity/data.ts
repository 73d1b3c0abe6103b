import { and, eq, sql } from "drizzle-orm";
import type { StudySessionSave } from "../../../shared/schemas/study";
import type { Db } from "../../db/client";
import { type ActivityKind, activity, activityDays, profiles, studySessions, userSettings } from "../../db/schema";
import { awardStreakAchievement } from "../progress";

export type ActivityEvent =
  | {
      kind: Extract<ActivityKind, "lesson_completed" | "message_sent" | "voice_call">;
      courseId: string;
      scenarioId: string;
    }
  | {
      kind: Extract<ActivityKind, "study_session" | "focus_time">;
      seconds: number;
      courseId?: string;
      scenarioId?: string;
    }
  | { kind: Extract<ActivityKind, "words_saved" | "words_reviewed">; count: number }
  | { kind: Extract<ActivityKind, "quiz_answered" | "mistake_practised"> };

/**
 * Records one study event for the learner and adds it to their day (in their saved time zone) for the progress
 * page; the first event of a day may complete a streak achievement. `at` is now, except in tests that need history.
 */
export async function recordActivity(db: Db, userId: string, event: ActivityEvent, at = new Date()): Promise<void> {
  const seconds = "seconds" in event ? event.seconds : 0;
  const count = "count" in event ? event.count : 0;
  await db.insert(activity).values({
    userId,
    kind: event.kind,
    occurredAt: at,
    seconds,
    count,
    courseId: "courseId" in event ? (event.courseId ?? null) : null,
    scenarioId: "scenarioId" in event ? (event.scenarioId ?? null) : null,
  });
  const timeZone = sql`coalesce((select ${userSettings.timeZone} from ${userSettings} where ${userSettings.userId} = ${userId}), 'UTC')`;
  const saved = event.kind === "words_saved";
  const [day] = await db
    .insert(activityDays)
    .values({
      userId,
      day: sql`(${at.toISOString()}::timestamptz at time zone ${timeZone})::date`,
      seconds,
      sessions: event.kind === "study_session" ? 1 : 0,
      events: 1,
      newWords: saved ? count : 0,
      firstAt: at,
      lastSavedAt: saved ? at : null,
    })
    .onConflictDoUpdate({
      target: [activityDays.userId, activityDays.day],
      set: {
        seconds: sql`${activityDays.seconds} + excluded.seconds`,
        sessions: sql`${activityDays.sessions} + excluded.sessions`,
        events: sql`${activityDays.events} + 1`,
        newWords: sql`${activityDays.newWords} + excluded.new_words`,
        firstAt: sql`least(${activityDays.firstAt}, excluded.first_at)`,
        lastSavedAt: sql`greatest(${activityDays.lastSavedAt}, excluded.last_saved_at)`,
      },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated: the day's first event.
    .returning({ firstOfDay: sql<boolean>`xmax = 0` });
  if (day?.firstOfDay) await awardStreakAchievement(db, userId);
}

/** Sums a learner's recorded events into days again (for events written in bulk, e.g. by the benchmark's seed). */
export async function rebuildActivityDays(db: Db, userId: string): Promise<void> {
  await db.delete(activityDays).where(sql`${activityDays.userId} = ${userId}`);
  await db.execute(sql`
    insert into activity_days (user_id, day, seconds, sessions, events, new_words, first_at, last_saved_at)
    select a.user_id, (a.occurred_at at time zone coalesce(s.time_zone, 'UTC'))::date, sum(a.seconds),
           count(*) filter (where a.kind = 'study_session'), count(*),
           coalesce(sum(a.count) filter (where a.kind = 'words_saved'), 0),
           min(a.occurred_at), max(a.occurred_at) filter (where a.kind = 'words_saved')
    from activity a left join user_settings s on s.user_id = a.user_id
    where a.user_id = ${userId}
    group by 1, 2`);
}

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
