import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { savedGrammar, savedVocabulary, user, vocabularyFolders } from "../../db/schema";
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
    vocabulary: await db
      .select()
      .from(savedVocabulary)
      .where(eq(savedVocabulary.userId, userId))
      .orderBy(desc(savedVocabulary.savedAt)),
    grammar: await db
      .select()
      .from(savedGrammar)
      .where(eq(savedGrammar.userId, userId))
      .orderBy(desc(savedGrammar.savedAt)),
    vocabularyFolders: await db
      .select()
      .from(vocabularyFolders)
      .where(eq(vocabularyFolders.userId, userId))
      .orderBy(asc(vocabularyFolders.createdAt)),
  };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The user's words as CSV for Anki (word, meaning, language), oldest first. */
export async function vocabularyCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({ word: savedVocabulary.word, meaning: savedVocabulary.meaning, language: savedVocabulary.language })
    .from(savedVocabulary)
    .where(eq(savedVocabulary.userId, userId))
    .orderBy(asc(savedVocabulary.savedAt));
  const lines = [["word", "meaning", "language"], ...rows.map((r) => [r.word, r.meaning, r.language])];
  return `${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** Deletes the user; every table of personal data references the user with ON DELETE CASCADE, so one statement
 * (one transaction) removes all of it. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
