import { isLocale } from "../../../shared/locale";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/mailer";
import { achievementMail } from "../../mail/templates";
import { achievementLearner, type EarnedAchievement, markAchievementMailed } from "./data";
import { noticeLinks } from "./links";

/**
 * The achievement mail: each achievement earned (features/progress/achievements.ts decides, its data.ts writes it down) is mailed once,
 * to learners with 'Achievement notifications' on; for the others it is marked done without a mail.
 */

export async function sendAchievementMail(
  services: { db: Db; env: Pick<Env, "appUrl" | "authSecret">; mailer: Mailer },
  earned: EarnedAchievement,
): Promise<"sent" | "skipped"> {
  const { db, env, mailer } = services;
  const row = await achievementLearner(db, earned);
  if (!row || row.mailedAt) return "skipped";
  const markDone = () => markAchievementMailed(db, earned);
  if (!row.on || !row.verified) {
    await markDone();
    return "skipped";
  }
  const mail = achievementMail(
    row.email,
    row.name,
    earned.achievementId,
    `${env.appUrl}/progress`,
    noticeLinks(env, "achievement", earned.userId),
    isLocale(row.locale) ? row.locale : "en",
  );
  if (!(await mailer.send(mail))) throw new Error("the achievement mail could not be sent");
  await markDone();
  return "sent";
}
