import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { readProfile } from "../profile/data";
import { readSettings } from "../settings/data";

/**
 * Everything stored about a user, for 'Download My Data'. Each feature that stores personal data adds its part
 * here (vocabulary, grammar, notes, conversations, progress arrive with their features).
 */
export async function exportUserData(db: Db, userId: string) {
  const [account] = await db
    .select({ email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  return {
    exportedAt: new Date().toISOString(),
    format: "parley-export-v1",
    account: account ?? null,
    profile: (await readProfile(db, userId)) ?? null,
    settings: await readSettings(db, userId),
  };
}

/** Deletes the user; every table of personal data references the user with ON DELETE CASCADE, so one statement
 * (one transaction) removes all of it. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
