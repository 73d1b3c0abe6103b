import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Difficulty } from "../../shared/schemas/course";
import type { ScenarioLanguage } from "../../shared/schemas/custom-scenario";
import type { ReviewScheduler } from "../../shared/schemas/settings";
import { DEFAULT_SETTINGS as D } from "../../shared/schemas/settings";
import type { ReviewRating } from "../../shared/schemas/studio";

/** An FSRS card as stored (ts-fsrs's Card with its dates as ISO strings). */
export interface StoredFsrsCard {
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review?: string;
}

/**
 * The database schema. Property names are what better-auth's Drizzle adapter expects (camelCase model
 * fields); column names are snake_case. Change it, then `npm run db:generate` and commit the migration.
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---- better-auth core tables -------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's rate limiter keeps its counters here, so several server instances share them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---- profiles -------------------------------------------------------------------------------------

/** One per user, created with the account. full_name: first name is the first word, last name the rest. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull().default(""),
  username: text("username").unique(),
  avatarUrl: text("avatar_url"),
  /** Seconds spent in chats, summed over all sessions. */
  totalFocusTime: integer("total_focus_time").notNull().default(0),
  ...timestamps,
});

// ---- settings -------------------------------------------------------------------------------------

/** One row per user with every setting; column defaults are the spec's defaults. */
export const userSettings = pgTable("user_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  theme: text("theme").notNull().default(D.theme),
  interfaceLanguage: text("interface_language").notNull().default(D.interfaceLanguage),
  soundEffects: boolean("sound_effects").notNull().default(D.soundEffects),
  autoPlayAudio: boolean("auto_play_audio").notNull().default(D.autoPlayAudio),
  speechSpeed: real("speech_speed").notNull().default(D.speechSpeed),
  dailyReminders: boolean("daily_reminders").notNull().default(D.dailyReminders),
  achievementNotifications: boolean("achievement_notifications").notNull().default(D.achievementNotifications),
  courseUpdates: boolean("course_updates").notNull().default(D.courseUpdates),
  targetLevel: text("target_level").notNull().default(D.targetLevel),
  dailyGoalMinutes: integer("daily_goal_minutes").notNull().default(D.dailyGoalMinutes),
  weeklyGoalSessions: integer("weekly_goal_sessions").notNull().default(D.weeklyGoalSessions),
  spacedRepetitionIntervals: jsonb("spaced_repetition_intervals")
    .$type<number[]>()
    .notNull()
    .default(D.spacedRepetitionIntervals),
  reviewScheduler: text("review_scheduler").notNull().default(D.reviewScheduler),
  dailyReviewGoal: integer("daily_review_goal").notNull().default(D.dailyReviewGoal),
  autoAdvanceCards: boolean("auto_advance_cards").notNull().default(D.autoAdvanceCards),
  showHints: boolean("show_hints").notNull().default(D.showHints),
  cardAnimationSpeed: text("card_animation_speed").notNull().default(D.cardAnimationSpeed),
  analytics: boolean("analytics").notNull().default(D.analytics),
  personalizedLearning: boolean("personalized_learning").notNull().default(D.personalizedLearning),
  nativeLanguage: text("native_language").notNull().default(D.nativeLanguage),
  targetLanguage: text("target_language").notNull().default(D.targetLanguage),
  profileDailyGoal: integer("profile_daily_goal").notNull().default(D.profileDailyGoal),
  proficiency: text("proficiency").notNull().default(D.proficiency),
  timeZone: text("time_zone").notNull().default(D.timeZone),
  /** 'Reminder time' (HH:MM in the learner's time zone) of the daily reminder mail. */
  reminderTime: text("reminder_time").notNull().default(D.reminderTime),
  ...timestamps,
});

/**
 * Mail the server sent on its own (a daily reminder, an achievement, a course update): one row per learner, kind and
 * period (the day of a reminder, the achievement's id), so that a job run twice sends it once.
 */
export const mailLog = pgTable(
  "mail_log",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    period: text("period").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

// ---- vocabulary -----------------------------------------------------------------------------------

export const vocabularyFolders = pgTable(
  "vocabulary_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull().default("#6366f1"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vocabulary_folders_user_created_idx").on(t.userId, t.createdAt)],
);

/** Saved words (learning-experience §3); a word is saved once per user and language, whatever its case. */
export const savedVocabulary = pgTable(
  "saved_vocabulary",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    meaning: text("meaning").notNull(),
    language: text("language").notNull(),
    learned: boolean("learned").notNull().default(false),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    lastReviewedAt: timestamp("last_reviewed_at", { withTimezone: true }),
    /** Days until the next review. */
    reviewInterval: integer("review_interval").notNull().default(0),
    nextReviewAt: timestamp("next_review_at", { withTimezone: true }),
    reviewCount: integer("review_count").notNull().default(0),
    folderId: uuid("folder_id").references(() => vocabularyFolders.id, { onDelete: "set null" }),
    sourceContext: text("source_context"),
    sourceMessageId: text("source_message_id"),
    /** The FSRS card (stability, difficulty, ...) while the learner schedules adaptively; rebuilt from the log. */
    fsrsCard: jsonb("fsrs_card").$type<StoredFsrsCard>(),
  },
  (t) => [
    uniqueIndex("saved_vocabulary_user_word_language_unique").on(t.userId, sql`lower(${t.word})`, t.language),
    // The list order (newest first, id as tie-breaker for stable pages), whole and per folder. NULLS FIRST is what
    // ORDER BY … DESC means in PostgreSQL; an index on DESC NULLS LAST would not serve it.
    index("saved_vocabulary_user_saved_at_id_idx").on(
      t.userId,
      t.savedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("saved_vocabulary_user_folder_saved_at_idx").on(
      t.userId,
      t.folderId,
      t.savedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Due words (not learned, review time empty or past) in session order: the flash-card badge and session.
    index("saved_vocabulary_user_due_idx").on(t.userId, t.nextReviewAt, t.savedAt).where(sql`${t.learned} = false`),
    // Search matches word or meaning case-insensitively anywhere (ILIKE '%term%'), like the notes' search.
    index("saved_vocabulary_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
    index("saved_vocabulary_meaning_trgm_idx").using("gin", sql`${t.meaning} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Every flash-card review, whichever scheduler made it, with what it decided: a learner can switch schedulers and
 * FSRS can rebuild a card from its history.
 */
export const reviewLog = pgTable(
  "review_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    wordId: uuid("word_id")
      .notNull()
      .references(() => savedVocabulary.id, { onDelete: "cascade" }),
    rating: text("rating").$type<ReviewRating>().notNull(),
    scheduler: text("scheduler").$type<ReviewScheduler>().notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull().defaultNow(),
    intervalDays: integer("interval_days").notNull(),
    nextReviewAt: timestamp("next_review_at", { withTimezone: true }),
    /** The FSRS card after the review (FSRS only). */
    fsrsCard: jsonb("fsrs_card").$type<StoredFsrsCard>(),
    /** The id the browser gave a review it made offline: a resent review is applied once. */
    clientReviewId: uuid("client_review_id"),
  },
  (t) => [
    index("review_log_word_reviewed_idx").on(t.wordId, t.reviewedAt),
    index("review_log_user_idx").on(t.userId),
    uniqueIndex("review_log_client_review_idx")
      .on(t.userId, t.clientReviewId)
      .where(sql`${t.clientReviewId} is not null`),
  ],
);

// ---- course progress ------------------------------------------------------------------------------

/** A learner's progress in one scenario: percent of the lesson (10 learner messages) and when it was completed. */
export const scenarioProgress = pgTable(
  "scenario_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    scenarioId: text("scenario_id").notNull(),
    progress: integer("progress").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.scenarioId] })],
);

// ---- conversations ----------------------------------------------------------------------------------

/** One chat of a learner with a tutor in a scenario; 'New conversation' archives it and starts another. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    scenarioId: text("scenario_id").notNull(),
    characterId: text("character_id").notNull(),
    /** The offline tutor's place in the scenario script. */
    dialogueState: jsonb("dialogue_state").$type<{ step: number; reasked: boolean }>().notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("conversations_user_chat_idx").on(t.userId, t.courseId, t.scenarioId, t.characterId, t.archivedAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sender: text("sender").$type<"user" | "ai">().notNull(),
    content: text("content").notNull(),
    translation: text("translation"),
    feedback: jsonb("feedback"),
    words: jsonb("words").$type<{ word: string; meaning: string }[]>().notNull().default([]),
    grammar: jsonb("grammar").$type<{ name: string; explanation: string; example?: string }[]>().notNull().default([]),
    /** The sender's own id for a learner message: a retried send finds the message instead of adding it again. */
    clientId: text("client_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("messages_conversation_client_unique").on(t.conversationId, t.clientId),
  ],
);

/** Binary data (node-postgres gives a Buffer, PGlite a Uint8Array: both are read as bytes). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Spoken audio from the speech provider, kept so that a replay costs nothing. `key` names the text and the voice;
 * audio of a message goes with the message (and so with the account), audio of a single word is shared.
 */
export const speechAudio = pgTable(
  "speech_audio",
  {
    key: text("key").primaryKey(),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    audio: bytea("audio").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("speech_audio_message_idx").on(t.messageId)],
);

/**
 * Every scenario a release of the content has had, by when this database first saw it: a scenario missing here at
 * start is new in this release, and learners who started its course hear of it ('Course updates').
 */
export const contentScenarios = pgTable(
  "content_scenarios",
  {
    courseId: text("course_id").notNull(),
    scenarioId: text("scenario_id").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.scenarioId] })],
);

/**
 * Achievements as they are earned: when (for the mail and the 'Achievement unlocked' toast), whether the learner has
 * seen the toast, and whether the mail has gone (or was not wanted).
 */
export const earnedAchievements = pgTable(
  "earned_achievements",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId] }),
    // The mail scan reads only the ones not yet mailed.
    index("earned_achievements_unmailed_idx").on(t.earnedAt).where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * First-party usage statistics ('Analytics' on): one row per product event, without content or address. `learner`
 * is a keyed hash of the learner and the day, so a day's distinct learners can be counted but not named, nor followed
 * from one day to the next.
 */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    /** What kind of thing: a page's route pattern (never its URL), nothing else. */
    detail: text("detail"),
    learner: text("learner").notNull(),
  },
  (t) => [index("usage_events_day_idx").on(t.day, t.kind)],
);

// ---- mistake memory ---------------------------------------------------------------------------------

/**
 * A learner's recurring mistakes, from the tutor's corrections. One row per mistake (`key`: the wrong and right
 * forms as the category compares them); a repeat adds to `count` and keeps the latest sentence.
 */
export const learnerMistakes = pgTable(
  "learner_mistakes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    key: text("key").notNull(),
    category: text("category").notNull(),
    wrong: text("wrong").notNull(),
    right: text("right").notNull(),
    count: integer("count").notNull().default(1),
    sentence: text("sentence").notNull(),
    correctedSentence: text("corrected_sentence").notNull(),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "set null" }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Marked as learned, or practised down to 0; a repeat opens it again. */
    learnedAt: timestamp("learned_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("learner_mistakes_user_key_unique").on(t.userId, t.language, t.key),
    // 'My mistakes': the open ones, most frequent and most recent first, whole and per category.
    index("learner_mistakes_user_open_idx")
      .on(t.userId, t.count.desc().nullsFirst(), t.lastSeenAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.learnedAt} is null`),
    index("learner_mistakes_user_category_idx")
      .on(t.userId, t.category, t.count.desc().nullsFirst(), t.lastSeenAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.learnedAt} is null`),
  ],
);

/**
 * Open mistakes per learner and category (how many, and how often made), kept by a trigger on learner_mistakes
 * (migration 0014): the filter's counts and the progress chart read a few rows instead of every mistake.
 */
export const learnerMistakeCategories = pgTable(
  "learner_mistake_categories",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    mistakes: integer("mistakes").notNull().default(0),
    total: integer("total").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

// ---- grammar ----------------------------------------------------------------------------------------

/** Saved grammar topics (learning-experience §3); a topic is saved once per user. */
export const savedGrammar = pgTable(
  "saved_grammar",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    explanation: text("explanation").notNull(),
    example: text("example"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_grammar_user_topic_unique").on(t.userId, t.topic),
    index("saved_grammar_user_saved_at_idx").on(t.userId, t.savedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// ---- activity ---------------------------------------------------------------------------------------

/** What a study event was; the progress page builds streaks, goals and its activity feed from these. */
export const ACTIVITY_KINDS = [
  "lesson_completed",
  // A study session's first save (one session, its seconds so far), then its later seconds.
  "study_session",
  "focus_time",
  "words_saved",
  "words_reviewed",
  // Study actions: each makes the day a study day, whatever the focus time.
  "message_sent",
  "voice_call",
  "quiz_answered",
  "mistake_practised",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Study events, stored in UTC; day boundaries are computed in the learner's time zone when read. */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ActivityKind>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** Seconds studied (study_session). */
    seconds: integer("seconds").notNull().default(0),
    /** Words saved or reviewed (words_saved, words_reviewed). */
    count: integer("count").notNull().default(0),
    courseId: text("course_id"),
    scenarioId: text("scenario_id"),
  },
  (t) => [
    index("activity_user_occurred_idx").on(t.userId, t.occurredAt.desc()),
    // The activity list's completed lessons, without reading past the far more numerous other events.
    index("activity_user_lessons_idx")
      .on(t.userId, t.occurredAt.desc().nullsFirst())
      .where(sql`${t.kind} = 'lesson_completed'`),
  ],
);

/**
 * Study sessions (a visit of the chat, flash cards, the quiz or mistake practice) and the seconds counted of each so
 * far: a save sends the session's whole count and only what is new is added, so a retry never counts twice.
 */
export const studySessions = pgTable(
  "study_sessions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    id: uuid("id").notNull(),
    surface: text("surface").notNull(),
    seconds: integer("seconds").notNull().default(0),
    courseId: text("course_id"),
    scenarioId: text("scenario_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

/**
 * Each learner's study events summed per calendar day, the day taken in their time zone when the event happened
 * (as streak apps do: a day once studied stays studied when the learner later travels). The progress page reads
 * one row a day instead of every event: three years are about 1,100 rows, not 28,000.
 */
export const activityDays = pgTable(
  "activity_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    seconds: integer("seconds").notNull().default(0),
    sessions: integer("sessions").notNull().default(0),
    events: integer("events").notNull().default(0),
    newWords: integer("new_words").notNull().default(0),
    /** The day's first event (when a streak milestone was reached) and its last saved word. */
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastSavedAt: timestamp("last_saved_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// ---- notes ------------------------------------------------------------------------------------------

/** Note folders (learning-experience §3), listed by name. */
export const notesFolders = pgTable(
  "notes_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    color: text("color").notNull().default("#6366f1"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notes_folders_user_name_idx").on(t.userId, sql`lower(${t.name})`)],
);

/**
 * Notes (learning-experience §3). Lists are newest update first, for all notes, one folder or the unfiled ones;
 * search matches title or content case-insensitively through pg_trgm indexes (ILIKE '%term%').
 */
export const userNotes = pgTable(
  "user_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    folderId: uuid("folder_id").references(() => notesFolders.id, { onDelete: "set null" }),
    /** Where a note saved from a chat came from. */
    courseId: text("course_id"),
    scenarioId: text("scenario_id"),
    ...timestamps,
  },
  (t) => [
    index("user_notes_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index("user_notes_user_folder_updated_idx").on(t.userId, t.folderId, t.updatedAt.desc(), t.id.desc()),
    // Deleting a folder sets its notes' folder_id to null: this finds them without scanning every note.
    index("user_notes_folder_idx").on(t.folderId),
    // fastupdate off: a new note goes straight into the index instead of a pending list that every search would
    // scan until the next vacuum (notes are written one at a time; searches must stay fast).
    index("user_notes_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`).with({ fastupdate: false }),
    index("user_notes_content_trgm_idx").using("gin", sql`${t.content} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * A learner's own scenarios (issue 36, decision 0029): the Learning Studio's 'Create' form, played as a course
 * scenario of the learner's own course. At most 100 per learner (CUSTOM_SCENARIO_LIMIT), newest update first.
 */
export const customScenarios = pgTable(
  "custom_scenarios",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    difficulty: text("difficulty").$type<Difficulty>().notNull(),
    language: text("language").$type<ScenarioLanguage>().notNull(),
    instructions: text("instructions").notNull().default(""),
    goal: text("goal").notNull(),
    tutorName: text("tutor_name").notNull(),
    tutorRole: text("tutor_role").notNull(),
    avatar: text("avatar").notNull(),
    opening: text("opening").notNull().default(""),
    keyPhrases: jsonb("key_phrases").$type<string[]>().notNull().default([]),
    /** The offline tutor's situation template (chosen, or matched from the description). */
    situation: text("situation").notNull(),
    ...timestamps,
  },
  (t) => [index("custom_scenarios_user_updated_idx").on(t.userId, t.updatedAt.desc(), t.id.desc())],
);
