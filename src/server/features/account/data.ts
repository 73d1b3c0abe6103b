import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  activity,
  conversations,
  learnerMistakes,
  messages,
  notesFolders,
  reviewLog,
  savedGrammar,
  savedVocabulary,
  scenarioProgress,
  user,
  userNotes,
  vocabularyFolders,
} from "../../db/schema";
import { readProfile } from "../profile/data";
import { readSettings } from "../settings/data";

/**
 * Everything stored about a user, for 'Download My Data'. Each feature that stores personal data adds its part
 * here.
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
    notes: await db.select().from(userNotes).where(eq(userNotes.userId, userId)).orderBy(desc(userNotes.updatedAt)),
    noteFolders: await db
      .select()
      .from(notesFolders)
      .where(eq(notesFolders.userId, userId))
      .orderBy(asc(notesFolders.name)),
    scenarioProgress: await db.select().from(scenarioProgress).where(eq(scenarioProgress.userId, userId)),
    conversations: await db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(asc(conversations.createdAt)),
    messages: await db.select().from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.createdAt)),
    activity: await db.select().from(activity).where(eq(activity.userId, userId)).orderBy(asc(activity.occurredAt)),
    reviewLog: await db.select().from(reviewLog).where(eq(reviewLog.userId, userId)).orderBy(asc(reviewLog.reviewedAt)),
    mistakes: await db
      .select()
      .from(learnerMistakes)
      .where(eq(learnerMistakes.userId, userId))
      .orderBy(asc(learnerMistakes.firstSeenAt)),
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
