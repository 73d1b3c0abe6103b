import { eq } from "drizzle-orm";
import { type Profile, type ProfilePatch, splitFullName } from "../../../shared/schemas/profile";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { profiles, user } from "../../db/schema";

export async function readProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      email: user.email,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      totalFocusTime: profiles.totalFocusTime,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ? { ...row, ...splitFullName(row.fullName) } : undefined;
}

/** Thrown when another user has the username. */
export class UsernameTakenError extends Error {}

/** Updates the profile and mirrors name and avatar into the account (the top bar reads those from the session). */
export async function updateProfile(db: Db, userId: string, patch: ProfilePatch): Promise<Profile | undefined> {
  const changes: Partial<typeof profiles.$inferInsert> = {};
  if (patch.fullName !== undefined) changes.fullName = patch.fullName;
  if (patch.username !== undefined) changes.username = patch.username === "" ? null : patch.username;
  if (patch.avatarUrl !== undefined) changes.avatarUrl = patch.avatarUrl;
  if (Object.keys(changes).length > 0) {
    try {
      await db.transaction(async (tx) => {
        await tx.update(profiles).set(changes).where(eq(profiles.id, userId));
        const mirrored: Partial<typeof user.$inferInsert> = {};
        if (changes.fullName !== undefined) mirrored.name = changes.fullName;
        if (changes.avatarUrl !== undefined) mirrored.image = changes.avatarUrl;
        if (Object.keys(mirrored).length > 0) await tx.update(user).set(mirrored).where(eq(user.id, userId));
      });
    } catch (error) {
      if (isUniqueViolation(error, "profiles_username_unique")) throw new UsernameTakenError();
      throw error;
    }
  }
  return readProfile(db, userId);
}
