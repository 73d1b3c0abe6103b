import { isLocale } from "../../../shared/locale";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/mailer";
import { reminderMail } from "../../mail/templates";
import { dayStreak } from "../progress";
import { type DueReminder, latestConversation, logMail, recentStudyDays, reminderLearner } from "./data";
import { noticeLinks } from "./links";

/**
 * The daily reminder (issue: every setting does what it says): at the learner's 'Reminder time' in their time zone,
 * on a day they have not studied yet, with 'Daily reminders' on, at most once a day. A learner whose reminder time
 * passed while the server was down gets it when the server is back, the same day.
 */

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
  const learner = await reminderLearner(db, userId, day);
  if (!learner?.on || learner.studied || learner.sent) return "skipped";

  const [days, latest] = await Promise.all([recentStudyDays(db, userId, day), latestConversation(db, userId)]);
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
      streak: dayStreak(days, day),
      scenario: scenario || undefined,
      appUrl: env.appUrl,
    },
    noticeLinks(env, "reminder", userId),
    locale,
  );
  if (!(await mailer.send(mail))) throw new Error("the reminder mail could not be sent");
  await logMail(db, userId, "reminder", day);
  return "sent";
}
