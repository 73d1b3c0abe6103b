import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  activity,
  conversations,
  customScenarios,
  learnerMistakes,
  messages,
  notesFolders,
  reviewLog,
  savedGrammar,
  savedVocabulary,
  scenarioProgress,
  studySessions,
  user,
  userNotes,
  verification,
  vocabularyFolders,
} from "../../db/schema";
import { readProfile } from "../profile";
import { readSettings } from "../settings";

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
    studySessions: await db
      .select()
      .from(studySessions)
      .where(eq(studySessions.userId, userId))
      .orderBy(asc(studySessions.startedAt)),
    reviewLog: await db.select().from(reviewLog).where(eq(reviewLog.userId, userId)).orderBy(asc(reviewLog.reviewedAt)),
    mistakes: await db
      .select()
      .from(learnerMistakes)
      .where(eq(learnerMistakes.userId, userId))
      .orderBy(asc(learnerMistakes.firstSeenAt)),
    customScenarios: await db
      .select()
      .from(customScenarios)
      .where(eq(customScenarios.userId, userId))
      .orderBy(asc(customScenarios.createdAt)),
  };
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. A field that a
 * spreadsheet would take for a formula (it begins with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, OWASP's rule against CSV injection: it shows as text and runs nothing.
 */
export function csvField(text: string): string {
  const value = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

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

/**
 * Deletes the user; every table of personal data references the user with ON DELETE CASCADE, so that statement
 * removes all of it. better-auth's outstanding tokens for the user (a password reset's, keyed by the token and
 * holding the user's id; any keyed by the e-mail address) reference nothing and go in the same transaction.
 */
export async function deleteUser(db: Db, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(sql`lower(${verification.identifier})`, email.toLowerCase())));
    await tx.delete(user).where(eq(user.id, userId));
  });
}
