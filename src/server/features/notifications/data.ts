import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { NOTICE_SETTING, type NoticeKind } from "../../../shared/schemas/notifications";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import {
  activityDays,
  contentScenarios,
  conversations,
  earnedAchievements,
  mailLog,
  user,
  userSettings,
} from "../../db/schema";

/** The notifications' reads and writes: who gets which mail, and what was sent (mail_log). */

/** Turns one kind of mail off for a learner (a learner deleted since has no settings left: nothing changes). */
export async function turnOffMail(db: Db, userId: string, kind: NoticeKind): Promise<void> {
  await db
    .update(userSettings)
    .set({ [NOTICE_SETTING[kind]]: false })
    .where(eq(userSettings.userId, userId));
}

type MailKind = "reminder" | "course-update";

/** Notes a mail as sent for its period (a day, a release): it is not sent for that period again. */
export async function logMail(db: Db, userId: string, kind: MailKind, period: string): Promise<void> {
  await db.insert(mailLog).values({ userId, kind, period }).onConflictDoNothing();
}

const mailSent = (kind: MailKind, period: string) =>
  sql<boolean>`exists (
    select 1 from ${mailLog} m where m.user_id = ${user.id} and m.kind = ${kind} and m.period = ${period}
  )`;

// ---- daily reminders ---------------------------------------------------------------------------------------------

export interface DueReminder {
  userId: string;
  /** The learner's calendar day (YYYY-MM-DD) the reminder is for. */
  day: string;
}

/** Learners whose reminder is due at `now` and not yet sent. */
export function dueReminders(db: Db, now: Date): Promise<DueReminder[]> {
  const at = sql`(${now.toISOString()}::timestamptz at time zone s.time_zone)`;
  return selectRows<DueReminder>(
    db,
    sql`select s.user_id as "userId", to_char(${at}, 'YYYY-MM-DD') as day
        from user_settings s join "user" u on u.id = s.user_id
        where s.daily_reminders and u.email_verified
          and to_char(${at}, 'HH24:MI') >= s.reminder_time
          and not exists (select 1 from activity_days d where d.user_id = s.user_id and d.day = ${at}::date)
          and not exists (
            select 1 from mail_log m
            where m.user_id = s.user_id and m.kind = 'reminder' and m.period = to_char(${at}, 'YYYY-MM-DD')
          )`,
  );
}

/** The learner a reminder for `day` goes to: address, setting, language, and whether they studied or got it since. */
export async function reminderLearner(db: Db, userId: string, day: string) {
  const [learner] = await db
    .select({
      email: user.email,
      name: user.name,
      on: userSettings.dailyReminders,
      locale: userSettings.interfaceLanguage,
      studied: sql<boolean>`exists (select 1 from ${activityDays} d where d.user_id = ${user.id} and d.day = ${day})`,
      sent: mailSent("reminder", day),
    })
    .from(user)
    .innerJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId));
  return learner;
}

/** The learner's study days of the last 400 before `day` (for the streak the mail tells). */
export async function recentStudyDays(db: Db, userId: string, day: string): Promise<string[]> {
  const days = await db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), sql`${activityDays.day} >= (${day}::date - 400)`));
  return days.map((d) => d.day);
}

/** The learner's most recent open conversation's place (the mail links back to it). */
export async function latestConversation(db: Db, userId: string) {
  const [latest] = await db
    .select({
      courseId: conversations.courseId,
      scenarioId: conversations.scenarioId,
      characterId: conversations.characterId,
    })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), isNull(conversations.archivedAt)))
    .orderBy(desc(conversations.updatedAt))
    .limit(1);
  return latest;
}

// ---- course updates ----------------------------------------------------------------------------------------------

/** Every scenario this database has seen in the content, as `course/scenario`; empty on a database's first start. */
export async function seenScenarios(db: Db): Promise<Set<string>> {
  const seen = await db.select().from(contentScenarios);
  return new Set(seen.map((row) => `${row.courseId}/${row.scenarioId}`));
}

export async function noteScenarios(db: Db, rows: { courseId: string; scenarioId: string }[]): Promise<void> {
  if (rows.length > 0) await db.insert(contentScenarios).values(rows).onConflictDoNothing();
}

/** The learners to tell of a release: started the course, 'Course updates' on, a verified address. */
export function learnersToTell(db: Db, courseId: string): Promise<{ userId: string }[]> {
  return selectRows<{ userId: string }>(
    db,
    sql`select s.user_id as "userId" from user_settings s join "user" u on u.id = s.user_id
        where s.course_updates and u.email_verified
          and exists (select 1 from conversations c where c.user_id = s.user_id and c.course_id = ${courseId})`,
  );
}

/** The learner a course update goes to, and whether the mail of this release (`period`) was sent. */
export async function courseUpdateLearner(db: Db, userId: string, period: string) {
  const [learner] = await db
    .select({
      email: user.email,
      name: user.name,
      on: userSettings.courseUpdates,
      locale: userSettings.interfaceLanguage,
      sent: mailSent("course-update", period),
    })
    .from(user)
    .innerJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId));
  return learner;
}

// ---- achievement mails -------------------------------------------------------------------------------------------

export interface EarnedAchievement {
  userId: string;
  achievementId: string;
}

/** Earned achievements whose mail has not been sent (nor decided against), oldest first. */
export function unmailedAchievements(db: Db, limit = 500): Promise<EarnedAchievement[]> {
  return db
    .select({ userId: earnedAchievements.userId, achievementId: earnedAchievements.achievementId })
    .from(earnedAchievements)
    .where(isNull(earnedAchievements.mailedAt))
    .orderBy(asc(earnedAchievements.earnedAt))
    .limit(limit);
}

const theAchievement = (earned: EarnedAchievement) =>
  and(eq(earnedAchievements.userId, earned.userId), eq(earnedAchievements.achievementId, earned.achievementId));

/** The learner an achievement mail goes to, and whether it was mailed already. */
export async function achievementLearner(db: Db, earned: EarnedAchievement) {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      verified: user.emailVerified,
      on: userSettings.achievementNotifications,
      locale: userSettings.interfaceLanguage,
      mailedAt: earnedAchievements.mailedAt,
    })
    .from(earnedAchievements)
    .innerJoin(user, eq(user.id, earnedAchievements.userId))
    .innerJoin(userSettings, eq(userSettings.userId, earnedAchievements.userId))
    .where(theAchievement(earned));
  return row;
}

/** The achievement's mail is done: sent, or not to be sent. */
export async function markAchievementMailed(db: Db, earned: EarnedAchievement): Promise<void> {
  await db.update(earnedAchievements).set({ mailedAt: new Date() }).where(theAchievement(earned));
}
