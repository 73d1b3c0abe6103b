import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { speechAudio } from "../../db/schema";

/** The cache's key of a message's audio, and of a word's: the voice is part of it (another voice, another take). */
export const messageAudioKey = (voice: string, messageId: string) => `m:${voice}:${messageId}`;
export const wordAudioKey = (voice: string, language: string, text: string) =>
  `w:${voice}:${createHash("sha256").update(`${language}\n${text}`).digest("base64url")}`;

export async function readCachedAudio(db: Db, key: string) {
  const [row] = await db
    .select({ contentType: speechAudio.contentType, audio: speechAudio.audio })
    .from(speechAudio)
    .where(eq(speechAudio.key, key));
  return row;
}

export async function cacheAudio(
  db: Db,
  row: { key: string; messageId?: string; contentType: string; audio: Uint8Array },
): Promise<void> {
  await db.insert(speechAudio).values(row).onConflictDoNothing();
}
