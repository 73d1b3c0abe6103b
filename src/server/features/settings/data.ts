import { eq, sql } from "drizzle-orm";
import { type Settings, type SettingsPatch, settingsSchema } from "../../../shared/schemas/settings";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { userSettings } from "../../db/schema";

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row): Settings {
  const { userId: _u, createdAt: _c, updatedAt: _up, ...values } = row;
  // Rows are only written through the schema; parsing narrows the column types (text -> enums).
  return settingsSchema.parse({ ...values, speechSpeed: Math.round(values.speechSpeed * 10) / 10 });
}

const settingsRow = builtOnce((db) =>
  db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder("userId")))
    .prepare(""),
);
/** The user's settings; the row is created with the defaults on first read (accounts §4 lifecycle). */
export async function readSettings(db: Db, userId: string): Promise<Settings> {
  const [existing] = await settingsRow(db).execute({ userId });
  if (existing) return toSettings(existing);
  const [created] = await db.insert(userSettings).values({ userId }).onConflictDoNothing().returning();
  if (created) return toSettings(created);
  // Created concurrently by another request.
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row!);
}

export async function updateSettings(db: Db, userId: string, patch: SettingsPatch): Promise<Settings> {
  await readSettings(db, userId);
  if (Object.keys(patch).length === 0) return readSettings(db, userId);
  const [row] = await db.update(userSettings).set(patch).where(eq(userSettings.userId, userId)).returning();
  return toSettings(row!);
}
