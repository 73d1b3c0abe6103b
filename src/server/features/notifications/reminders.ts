import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { isLocale } from "../../../shared/locale";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import { selectRows } from "../../db/rows";
import { activityDays, conversations, mailLog, user, userSettings } from "../../db/schema";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/mailer";
import { reminderMail } from "../../mail/templates";
import { dayStreak } from "../progress";
import { noticeLinks } from "./links";

/**
 * The daily reminder (issue: every setting does what it says): at the learner's 'Reminder time' in their time zone,
 * on a day they have not studied yet, with 'Daily reminders' on, at most once a day. A learner whose reminder time
 * passed while the server was down gets it when the server is back, the same day.
 */

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

/**
 * Sends one learner's reminder for `day`, if it is still due (the setting may have changed, or the learner studied,
 * since it was queued). Throws when the mail could not be sent, so that the queue tries again.
 */
export async function sendReminder(
  services: { db: Db; env: Pick<Env, "appUrl" | "authSecret">; mailer: Mailer; courseLibrary: CourseLibrary },
  reminder: DueReminder,
): Promise<"sent" | "skipped"> {
  const { db, env, mailer, courseLibrary } = services;
  const { userId, day } = reminder;
  const [learner] = await db
    .select({
      email: user.email,
      name: user.name,
      on: userSettings.dailyReminders,
      locale: userSettings.interfaceLanguage,
      studied: sql<boolean>`exists (select 1 from ${activityDays} d where d.user_id = ${user.id} and d.day = ${day})`,
      sent: sql<boolean>`exists (
        select 1 from ${mailLog} m where m.user_id = ${user.id} and m.kind = 'reminder' and m.period = ${day}
      )`,
    })
    .from(user)
    .innerJoin(userSettings, eq(userSettings.userId, user.id))
    .where(eq(user.id, userId));
  if (!learner?.on || learner.studied || learner.sent) return "skipped";

  const days = await db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, userId), sql`${activityDays.day} >= (${day}::date - 400)`));
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
  const locale = isLocale(learner.locale) ? learner.locale : "en";
  const scene = latest && courseLibrary.in(locale).scene(latest.courseId, latest.scenarioId, latest.characterId);
  const scenario = latest &&
    scene && {
      title: scene.scenario.title,
      url: `${env.appUrl}/course/${latest.courseId}/scenario/${latest.scenarioId}/character/${latest.characterId}/chat`,
    };
  const mail = reminderMail(
    learner.email,
    learner.name,
    {
      streak: dayStreak(
        days.map((d) => d.day),
        day,
      ),
      scenario: scenario || undefined,
      appUrl: env.appUrl,
    },
    noticeLinks(env, "reminder", userId),
    locale,
  );
  if (!(await mailer.send(mail))) throw new Error("the reminder mail could not be sent");
  await db.insert(mailLog).values({ userId, kind: "reminder", period: day }).onConflictDoNothing();
  return "sent";
}
