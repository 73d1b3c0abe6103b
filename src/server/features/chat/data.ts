import { and, asc, count, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { ChatMessage, Feedback } from "../../../shared/schemas/chat";
import type { MistakeCategory } from "../../../shared/schemas/mistakes";
import { DEFAULT_SETTINGS, settingsSchema } from "../../../shared/schemas/settings";
import type { TranscriptLine } from "../../../shared/schemas/voice";
import { builtOnce } from "../../db/built-once";
import type { Db } from "../../db/client";
import { conversations, learnerMistakes, messages, savedVocabulary, userSettings } from "../../db/schema";
import {
  TUTOR_HISTORY_LIMIT,
  type TutorConversation,
  type TutorLine,
  type TutorMemory,
  type TutorReply,
} from "../../tutor/engine";
import { INITIAL_STATE } from "../../tutor/offline/dialogue";
import { DUE_ORDER, dueFilter } from "../vocabulary";

type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
const levelSchema = settingsSchema.pick({ proficiency: true, targetLevel: true });

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
  translation: row.translation,
  feedback: (row.feedback as Feedback | null) ?? null,
  words: row.words,
  grammar: row.grammar,
});

interface ChatKey {
  userId: string;
  courseId: string;
  scenarioId: string;
  characterId: string;
}

const active = builtOnce((db) =>
  db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, sql.placeholder("userId")),
        eq(conversations.courseId, sql.placeholder("courseId")),
        eq(conversations.scenarioId, sql.placeholder("scenarioId")),
        eq(conversations.characterId, sql.placeholder("characterId")),
        isNull(conversations.archivedAt),
      ),
    )
    .limit(1)
    .prepare(""),
);
const messagesOf = builtOnce((db) =>
  db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, sql.placeholder("conversationId")))
    .orderBy(asc(messages.createdAt))
    .prepare(""),
);

/** The learner's active conversation with this tutor, created (with the tutor's opening line) when there is none. */
export async function activeConversation(db: Db, key: ChatKey, opening: () => TutorLine): Promise<ConversationRow> {
  const [existing] = await active(db).execute({ ...key });
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ ...key, dialogueState: INITIAL_STATE })
      .returning();
    const line = opening();
    await tx.insert(messages).values({
      conversationId: created!.id,
      userId: key.userId,
      sender: "ai",
      content: line.message,
      translation: line.translation ?? null,
      words: line.words,
      grammar: line.grammar,
    });
    return created!;
  });
}

export async function archiveConversation(db: Db, key: ChatKey): Promise<void> {
  await db
    .update(conversations)
    .set({ archivedAt: new Date() })
    .where(
      and(
        eq(conversations.userId, key.userId),
        eq(conversations.courseId, key.courseId),
        eq(conversations.scenarioId, key.scenarioId),
        eq(conversations.characterId, key.characterId),
        isNull(conversations.archivedAt),
      ),
    );
}

export async function findConversation(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  return row;
}

export async function listMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return messagesOf(db).execute({ conversationId });
}

export async function countUserMessages(db: Db, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, "user")));
  return row?.n ?? 0;
}

/** A learner message already stored under this client id, with the tutor's reply to it when there is one. */
export async function findByClientId(db: Db, conversationId: string, clientId: string) {
  const [sent] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientId, clientId)));
  if (!sent) return undefined;
  const [reply] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, "ai"),
        gt(messages.createdAt, sent.createdAt),
      ),
    )
    .orderBy(asc(messages.createdAt))
    .limit(1);
  return { sent, reply };
}

export async function findMessage(db: Db, userId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row;
}

/**
 * Everything a tutor call needs from the database, in one query (it sits before the provider call, where every round
 * trip adds to the learner's wait): the learner's conversation, their level, the newest messages and whether a
 * message with this client id was already sent. Undefined when the conversation is not the learner's.
 */
export async function tutorContext(db: Db, userId: string, conversationId: string, clientId?: string) {
  const history = sql<TutorConversation["history"]>`(
    select coalesce(json_agg(json_build_object('sender', h.sender, 'content', h.content) order by h.created_at), '[]')
    from (
      select ${messages.sender}, ${messages.content}, ${messages.createdAt} from ${messages}
      where ${messages.conversationId} = ${conversations.id}
      order by ${messages.createdAt} desc limit ${TUTOR_HISTORY_LIMIT}
    ) h)`;
  const sentBefore = clientId
    ? sql<boolean>`exists(select 1 from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.clientId} = ${clientId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      conversation: conversations,
      proficiency: userSettings.proficiency,
      targetLevel: userSettings.targetLevel,
      personalized: userSettings.personalizedLearning,
      intervals: userSettings.spacedRepetitionIntervals,
      scheduler: userSettings.reviewScheduler,
      history,
      sentBefore,
    })
    .from(conversations)
    .leftJoin(userSettings, eq(userSettings.userId, conversations.userId))
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
  if (!row) return undefined;
  const level = row.proficiency && row.targetLevel ? row : DEFAULT_SETTINGS;
  return {
    conversation: row.conversation,
    learner: levelSchema.parse({ proficiency: level.proficiency, targetLevel: level.targetLevel }),
    history: row.history,
    sentBefore: row.sentBefore,
    /** 'Personalized learning' (on by default): the tutor remembers the learner's mistakes. */
    personalized: row.personalized ?? DEFAULT_SETTINGS.personalizedLearning,
    /** How the learner's flash cards are scheduled (a due word used in the chat is reviewed). */
    scheduling: {
      spacedRepetitionIntervals: row.intervals ?? DEFAULT_SETTINGS.spacedRepetitionIntervals,
      reviewScheduler: row.scheduler === "fsrs" ? ("fsrs" as const) : ("fixed" as const),
    },
  };
}

/** Stores a learner's message; a second one with the same client id in the conversation fails (a unique index). */
export async function storeLearnerMessage(
  db: Db,
  message: { conversationId: string; userId: string; content: string; clientId: string },
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ ...message, sender: "user" })
    .returning();
  return row!;
}

/**
 * Stores a tutor's reply to a learner's message (`sentId`): the feedback on the learner's message, the reply itself
 * (at most 3 words and 2 grammar topics, as shown) and the conversation's dialogue state after it.
 */
export async function storeReply(
  db: Db,
  {
    conversationId,
    userId,
    sentId,
    reply,
  }: { conversationId: string; userId: string; sentId: string; reply: TutorReply },
): Promise<{ userMessage: MessageRow; aiMessage: MessageRow }> {
  const [userMessage] = await db
    .update(messages)
    .set({ feedback: reply.feedback ?? null })
    .where(eq(messages.id, sentId))
    .returning();
  const [aiMessage] = await db
    .insert(messages)
    .values({
      conversationId,
      userId,
      sender: "ai",
      content: reply.message,
      translation: reply.translation ?? null,
      words: reply.words.slice(0, 3),
      grammar: reply.grammar.slice(0, 2),
    })
    .returning();
  await db.update(conversations).set({ dialogueState: reply.state }).where(eq(conversations.id, conversationId));
  return { userMessage: userMessage!, aiMessage: aiMessage! };
}

/** Removes a learner's message that got no reply, so that it can be sent again. */
export async function deleteMessage(db: Db, id: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

/** Keeps a tutor message's translation (it is asked for once). */
export async function saveTranslation(db: Db, id: string, translation: string): Promise<void> {
  await db.update(messages).set({ translation }).where(eq(messages.id, id));
}

/**
 * Stores the lines of a voice call in its conversation, one millisecond apart so that the chat (ordered by time)
 * shows them in the order they were said. Each line's client id names the call and its place, so sending the same
 * call again adds nothing; the lines stored now, in order.
 */
export async function storeCallLines(
  db: Db,
  {
    conversationId,
    userId,
    callId,
    lines,
  }: { conversationId: string; userId: string; callId: string; lines: TranscriptLine[] },
): Promise<MessageRow[]> {
  const start = Date.now();
  const stored = await db
    .insert(messages)
    .values(
      lines.map((line, i) => ({
        conversationId,
        userId,
        sender: line.sender,
        content: line.content,
        clientId: `call:${callId}:${i}`,
        createdAt: new Date(start + i),
      })),
    )
    .onConflictDoNothing()
    .returning();
  return stored.sort((a, b) => +a.createdAt - +b.createdAt);
}

/** How many recurring mistakes and due words the tutor is told about. */
export const MEMORY_SIZE = 5;
/** A mistake made this often is 'recurring'. */
const RECURRING = 2;

/**
 * What the tutor remembers of a learner in a course's language ('Personalized learning'): their most frequent open
 * mistakes, and the saved words due for review. Two small indexed reads, run together.
 */
export async function readTutorMemory(db: Db, userId: string, language: string): Promise<TutorMemory> {
  const [mistakes, dueWords] = await Promise.all([
    db
      .select({
        wrong: learnerMistakes.wrong,
        right: learnerMistakes.right,
        category: learnerMistakes.category,
        count: learnerMistakes.count,
      })
      .from(learnerMistakes)
      .where(
        and(
          eq(learnerMistakes.userId, userId),
          isNull(learnerMistakes.learnedAt),
          eq(learnerMistakes.language, language),
          gte(learnerMistakes.count, RECURRING),
        ),
      )
      .orderBy(desc(learnerMistakes.count), desc(learnerMistakes.lastSeenAt))
      .limit(MEMORY_SIZE),
    // The flash cards' own due rule and session order, in the course's language.
    db
      .select({ id: savedVocabulary.id, word: savedVocabulary.word, meaning: savedVocabulary.meaning })
      .from(savedVocabulary)
      .where(and(dueFilter(userId), eq(savedVocabulary.language, language)))
      .orderBy(...DUE_ORDER)
      .limit(MEMORY_SIZE),
  ]);
  return { mistakes: mistakes.map((m) => ({ ...m, category: m.category as MistakeCategory })), dueWords };
}
