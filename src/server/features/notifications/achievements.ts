import { and, asc, eq, isNull } from "drizzle-orm";
import { isLocale } from "../../../shared/locale";
import type { Db } from "../../db/client";
import { earnedAchievements, user, userSettings } from "../../db/schema";
import type { Env } from "../../env";
import type { Mailer } from "../../mail/mailer";
import { achievementMail } from "../../mail/templates";
import { noticeLinks } from "./links";

/**
 * The achievement mail: each achievement earned (features/progress/achievements.ts writes it down) is mailed once,
 * to learners with 'Achievement notifications' on; for the others it is marked done without a mail.
 */

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

export async function sendAchievementMail(
  services: { db: Db; env: Pick<Env, "appUrl" | "authSecret">; mailer: Mailer },
  earned: EarnedAchievement,
): Promise<"sent" | "skipped"> {
  const { db, env, mailer } = services;
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
    .where(
      and(eq(earnedAchievements.userId, earned.userId), eq(earnedAchievements.achievementId, earned.achievementId)),
    );
  if (!row || row.mailedAt) return "skipped";
  const markDone = () =>
    db
      .update(earnedAchievements)
      .set({ mailedAt: new Date() })
      .where(
        and(eq(earnedAchievements.userId, earned.userId), eq(earnedAchievements.achievementId, earned.achievementId)),
      );
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
