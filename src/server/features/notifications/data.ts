import { eq } from "drizzle-orm";
import { NOTICE_SETTING, type NoticeKind } from "../../../shared/schemas/notifications";
import type { Db } from "../../db/client";
import { userSettings } from "../../db/schema";

/** Turns one kind of mail off for a learner (a learner deleted since has no settings left: nothing changes). */
export async function turnOffMail(db: Db, userId: string, kind: NoticeKind): Promise<void> {
  await db
    .update(userSettings)
    .set({ [NOTICE_SETTING[kind]]: false })
    .where(eq(userSettings.userId, userId));
}
