import { isLocale } from "../../../shared/locale";
import type { CourseLibrary } from "../../content/course-library";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/mailer";
import { courseUpdateMail } from "../../mail/templates";
import { courseUpdateLearner, logMail, noteScenarios, seenScenarios } from "./data";
import { noticeLinks } from "./links";

/**
 * 'Course updates': when a release of the content adds scenarios to a course, each learner who has started that
 * course (opened a chat in it) and has 'Course updates' on gets one mail listing them. What a release added is what
 * `content_scenarios` did not hold at start; the first start of a database only takes note of what there is.
 */

export interface CourseRelease {
  courseId: string;
  scenarioIds: string[];
}

export interface CourseUpdate extends CourseRelease {
  userId: string;
}

/** The scenarios of the loaded content that this database has not seen before, by course. */
export async function newScenarios(db: Db, library: CourseLibrary): Promise<CourseRelease[]> {
  const known = await seenScenarios(db);
  if (known.size === 0) return [];
  return library.courses
    .map((course) => ({
      courseId: course.id,
      scenarioIds: course.chapters
        .flatMap((chapter) => chapter.scenarios.map((s) => s.id))
        .filter((id) => !known.has(`${course.id}/${id}`)),
    }))
    .filter((release) => release.scenarioIds.length > 0);
}

/** Notes every scenario of the loaded content as seen (after the mails of the new ones are queued). */
export async function noteScenariosSeen(db: Db, library: CourseLibrary): Promise<void> {
  const rows = library.courses.flatMap((course) =>
    course.chapters.flatMap((chapter) => chapter.scenarios.map((s) => ({ courseId: course.id, scenarioId: s.id }))),
  );
  await noteScenarios(db, rows);
}

/** The mail's key in mail_log: the course and the scenarios it announces. */
const periodOf = (update: CourseRelease) => `${update.courseId}:${[...update.scenarioIds].sort().join(",")}`;

export async function sendCourseUpdate(
  services: { db: Db; env: Pick<Env, "appUrl" | "authSecret">; mailer: Mailer; courseLibrary: CourseLibrary },
  update: CourseUpdate,
): Promise<"sent" | "skipped"> {
  const { db, env, mailer, courseLibrary } = services;
  const period = periodOf(update);
  const learner = await courseUpdateLearner(db, update.userId, period);
  if (!learner?.on || learner.sent) return "skipped";
  const locale = isLocale(learner.locale) ? learner.locale : "en";
  const course = courseLibrary.in(locale).find(update.courseId);
  if (!course) return "skipped";
  const titles = course.chapters
    .flatMap((chapter) => chapter.scenarios)
    .filter((s) => update.scenarioIds.includes(s.id))
    .map((s) => s.title);
  if (titles.length === 0) return "skipped";
  const mail = courseUpdateMail(
    learner.email,
    learner.name,
    { course: course.title, scenarios: titles, url: `${env.appUrl}/course/${course.id}/scenarios` },
    noticeLinks(env, "course-update", update.userId),
    locale,
  );
  if (!(await mailer.send(mail))) throw new Error("the course update mail could not be sent");
  await logMail(db, update.userId, "course-update", period);
  return "sent";
}
