import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { stream } from "hono/streaming";
import { LESSON_MESSAGES, type ReplyEvent, sendMessageSchema, translateWordSchema } from "../../../shared/schemas/chat";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import type { Logger } from "../../logger";
import { type TutorEngine, TutorError, type TutorReply } from "../../tutor/engine";
import { type Catalogue, courseView, readProgress } from "../courses";
import { recordMistakes } from "../mistakes/record";
import { recordUsage } from "../usage";
import { reviewWord } from "../vocabulary/review";
import {
  activeConversation,
  archiveConversation,
  countUserMessages,
  findByClientId,
  findConversation,
  findMessage,
  listMessages,
  toChatMessage,
  tutorContext,
} from "./data";
import { recordLessonProgress } from "./lesson";
import { dueWordsUsed, readTutorMemory } from "./memory";
import { countTutorCall } from "./tutor-rate-limit";

const chatParams = z.object({
  courseId: z.string().min(1).max(100),
  scenarioId: z.string().min(1).max(100),
  characterId: z.string().min(1).max(100),
});
const idParams = z.object({ id: z.uuid("Not found") });
const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");
const FAILED = "Failed to get AI response. Please try again.";
const NO_MESSAGE_TRANSLATION = "Could not translate the message. Please try again.";
const WORD_FAILED = "Translation failed";
const NO_HINT = "Could not prepare a hint. Please try again.";
/** NDJSON responses are plain Responses; the OpenAPI router types only JSON bodies, so they pass through here. */
const ndjson = (response: Response) => response as never;

const openRoute = createRoute({
  method: "get",
  path: "/chat/{courseId}/{scenarioId}/{characterId}",
  tags: ["chat"],
  summary: "The learner's conversation with a tutor (started, with the tutor's opening line, if there is none)",
  middleware: [requireUser] as const,
  request: { params: chatParams },
  responses: {
    200: jsonResponse("The conversation"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
    409: errorResponse("Locked"),
  },
});
const restartRoute = createRoute({
  method: "post",
  path: "/chat/{courseId}/{scenarioId}/{characterId}/new",
  tags: ["chat"],
  summary: "Start over: the current conversation is kept in the history, a new one begins",
  middleware: [requireUser] as const,
  request: { params: chatParams },
  responses: {
    200: jsonResponse("The new conversation"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
  },
});
const sendRoute = createRoute({
  method: "post",
  path: "/chat/conversations/{id}/messages",
  tags: ["chat"],
  summary: "Send a message; the reply streams as NDJSON (text events, then 'done' with both stored messages)",
  middleware: [requireUser] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: sendMessageSchema } }, required: true },
  },
  responses: {
    200: {
      content: { "application/x-ndjson": { schema: z.string() } },
      description: "Reply events, one JSON per line",
    },
    400: errorResponse("Empty or too long"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
    409: errorResponse("Still being answered"),
    429: errorResponse("Too many tutor calls this minute"),
  },
});
const hintRoute = createRoute({
  method: "post",
  path: "/chat/conversations/{id}/hint",
  tags: ["chat"],
  summary: "A suggested reply for the learner",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: {
    200: jsonResponse("{ hint }"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("The tutor could not prepare a hint"),
  },
});
const translateRoute = createRoute({
  method: "post",
  path: "/chat/messages/{id}/translation",
  tags: ["chat"],
  summary: "Translate a tutor message into the learner's native language",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: {
    200: jsonResponse("{ translation }"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("No translation"),
  },
});
const wordRoute = createRoute({
  method: "post",
  path: "/chat/{courseId}/translate-word",
  tags: ["chat"],
  summary: "Translate one word of a tutor message",
  middleware: [requireUser] as const,
  request: {
    params: z.object({ courseId: z.string().min(1).max(100) }),
    body: { content: { "application/json": { schema: translateWordSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("The translation"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No translation received"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("Translation failed"),
  },
});

export function chatRoutes(catalogue: Catalogue, tutor: TutorEngine) {
  async function sceneOrThrow(db: Db, userId: string, p: z.infer<typeof chatParams>) {
    const scene = catalogue.scene(p.courseId, p.scenarioId, p.characterId);
    if (!scene) throw notFound();
    const view = courseView(scene.course, (await readProgress(db, userId, p.courseId)).get(p.courseId) ?? []);
    const scenario = view.chapters.flatMap((c) => c.scenarios).find((s) => s.id === p.scenarioId);
    if (scenario?.isLocked) throw new ApiError(409, "SCENARIO_LOCKED", "Complete the previous scenario first.");
    return scene;
  }

  const sceneOf = (c: { courseId: string; scenarioId: string; characterId: string }) =>
    catalogue.scene(c.courseId, c.scenarioId, c.characterId);

  /** LLM calls count against the learner's per-minute limit; the offline tutor costs nothing and is exempt. */
  const countCall = (db: Db, userId: string, limit: number) =>
    tutor.kind === "llm" ? countTutorCall(db, userId, limit) : Promise.resolve();

  /** A failed provider call becomes the spec's message for that feature; what the provider said is only logged. */
  async function orFail<T>(call: Promise<T>, log: Logger, code: string, message: string): Promise<T> {
    try {
      return await call;
    } catch (err) {
      if (!(err instanceof TutorError)) throw err;
      log.error({ err, failure: err.failure }, "tutor call failed");
      throw new ApiError(502, code, message);
    }
  }

  async function conversationBody(
    db: Db,
    row: { id: string; courseId: string; scenarioId: string; characterId: string },
  ) {
    const list = (await listMessages(db, row.id)).map(toChatMessage);
    const userMessageCount = list.filter((m) => m.sender === "user").length;
    return {
      id: row.id,
      courseId: row.courseId,
      scenarioId: row.scenarioId,
      characterId: row.characterId,
      tutor: tutor.kind,
      speech: tutor.speech ? "server" : "browser",
      messages: list,
      userMessageCount,
      lessonProgress: Math.min(100, (userMessageCount / LESSON_MESSAGES) * 100),
    };
  }

  return createRouter()
    .openapi(openRoute, async (c) => {
      const { db } = c.get("services").database;
      const p = c.req.valid("param");
      const scene = await sceneOrThrow(db, c.get("user").id, p);
      const row = await activeConversation(db, { userId: c.get("user").id, ...p }, () => tutor.opening(scene));
      return c.json(await conversationBody(db, row), 200);
    })
    .openapi(restartRoute, async (c) => {
      const { db } = c.get("services").database;
      const p = c.req.valid("param");
      const scene = await sceneOrThrow(db, c.get("user").id, p);
      await archiveConversation(db, { userId: c.get("user").id, ...p });
      const row = await activeConversation(db, { userId: c.get("user").id, ...p }, () => tutor.opening(scene));
      return c.json(await conversationBody(db, row), 200);
    })
    .openapi(sendRoute, async (c) => {
      const { db } = c.get("services").database;
      const { logger } = c.get("services");
      const userId = c.get("user").id;
      const { clientId, content } = c.req.valid("json");
      const context = await tutorContext(db, userId, c.req.valid("param").id, clientId);
      if (!context || context.conversation.archivedAt) throw notFound();
      const { conversation, learner, history } = context;
      const scene = sceneOf(conversation);
      if (!scene) throw notFound();

      const replay = async (sent: NonNullable<Awaited<ReturnType<typeof findByClientId>>>) => {
        if (!sent.reply)
          throw new ApiError(409, "IN_PROGRESS", "This message is still being answered. Please wait a moment.");
        const done: ReplyEvent = {
          type: "done",
          userMessage: toChatMessage(sent.sent),
          reply: toChatMessage(sent.reply),
          userMessageCount: await countUserMessages(db, conversation.id),
          lessonCompleted: false,
        };
        return ndjson(c.body(`${JSON.stringify(done)}\n`, 200, { "Content-Type": "application/x-ndjson" }));
      };
      const earlier = context.sentBefore ? await findByClientId(db, conversation.id, clientId) : undefined;
      if (earlier) return replay(earlier);
      await countCall(db, userId, c.get("services").env.TUTOR_CALLS_PER_MINUTE);
      const memory = context.personalized ? await readTutorMemory(db, userId, scene.course.language) : undefined;
      // The tutor starts on the message while it is being stored: a provider's latency hides the insert's.
      const cancel = new AbortController();
      const events = tutor
        .reply({
          scene,
          history,
          state: conversation.dialogueState,
          learner,
          memory,
          learnerText: content,
          signal: cancel.signal,
        })
        [Symbol.asyncIterator]();
      const first = events.next();
      first.catch(() => {}); // awaited, and its failure handled, in the stream below
      let sent: typeof messages.$inferSelect;
      try {
        [sent] = (await db
          .insert(messages)
          .values({ conversationId: conversation.id, userId, sender: "user", content, clientId })
          .returning()) as [typeof messages.$inferSelect];
      } catch {
        cancel.abort();
        // The same message arrived twice at once: answer the retry like a replay.
        const raced = await findByClientId(db, conversation.id, clientId);
        if (raced) return replay(raced);
        throw new ApiError(409, "IN_PROGRESS", "This message is still being answered. Please wait a moment.");
      }

      c.header("Content-Type", "application/x-ndjson");
      return ndjson(
        stream(c, async (out) => {
          const write = (event: ReplyEvent) => out.write(`${JSON.stringify(event)}\n`);
          // A learner who leaves stops the provider's work.
          out.onAbort(() => cancel.abort());
          try {
            let reply: TutorReply | undefined;
            for (let next = await first; !next.done; next = await events.next()) {
              const event = next.value;
              if (event.type === "text") {
                await write(event);
                // Node sends a response's writes when the current burst of promise jobs ends; a provider that
                // delivers many chunks at once would otherwise hold the first text back until all are parsed.
                await new Promise((resolve) => setImmediate(resolve));
              } else reply = event.reply;
            }
            if (!reply) throw new Error("No data received from chat tutor");
            const result = await db.transaction(async (tx) => {
              const [userMessage] = await tx
                .update(messages)
                .set({ feedback: reply.feedback ?? null })
                .where(eq(messages.id, sent.id))
                .returning();
              const [aiMessage] = await tx
                .insert(messages)
                .values({
                  conversationId: conversation.id,
                  userId,
                  sender: "ai",
                  content: reply.message,
                  translation: reply.translation ?? null,
                  words: reply.words.slice(0, 3),
                  grammar: reply.grammar.slice(0, 2),
                })
                .returning();
              await tx
                .update(conversations)
                .set({ dialogueState: reply.state })
                .where(eq(conversations.id, conversation.id));
              if (memory) {
                const language = scene.course.language;
                await recordMistakes(tx, { userId, language, messageId: sent.id, feedback: reply.feedback });
                const used = dueWordsUsed(content, reply.feedback, memory.dueWords);
                for (const word of used) await reviewWord(tx, userId, word.id, { rating: "easy" }, context.scheduling);
              }
              return { userMessage: userMessage!, aiMessage: aiMessage! };
            });
            const userMessageCount = await countUserMessages(db, conversation.id);
            const lessonCompleted = await recordLessonProgress(
              db,
              userId,
              conversation,
              userMessageCount - 1,
              userMessageCount,
              catalogue,
            );
            await write({
              type: "done",
              userMessage: toChatMessage(result.userMessage),
              reply: toChatMessage(result.aiMessage),
              userMessageCount,
              lessonCompleted,
            });
            // After the learner has the reply; a statistic never fails it.
            await recordUsage(db, c.get("services").env.authSecret, userId, "message").catch((err) =>
              logger.warn({ err }, "usage event not recorded"),
            );
          } catch (err) {
            const failure = err instanceof TutorError ? err.failure : undefined;
            logger.error({ err, failure, conversationId: conversation.id }, "tutor reply failed");
            // Keep nothing half-done: the learner can send the same message again.
            await db.delete(messages).where(eq(messages.id, sent.id));
            await write({ type: "error", message: FAILED });
          }
        }),
      );
    })
    .openapi(hintRoute, async (c) => {
      const { database, env, logger } = c.get("services");
      const { db } = database;
      const userId = c.get("user").id;
      const context = await tutorContext(db, userId, c.req.valid("param").id);
      const scene = context && sceneOf(context.conversation);
      if (!context || !scene) throw notFound();
      const { conversation, learner, history } = context;
      await countCall(db, userId, env.TUTOR_CALLS_PER_MINUTE);
      const hint = tutor.hint({ scene, history, state: conversation.dialogueState, learner });
      return c.json({ hint: await orFail(hint, logger, "NO_HINT", NO_HINT) }, 200);
    })
    .openapi(translateRoute, async (c) => {
      const { database, env, logger } = c.get("services");
      const { db } = database;
      const userId = c.get("user").id;
      const message = await findMessage(db, userId, c.req.valid("param").id);
      if (!message) throw notFound();
      if (message.translation) return c.json({ translation: message.translation }, 200);
      const conversation = await findConversation(db, userId, message.conversationId);
      const scene = conversation && sceneOf(conversation);
      if (scene) await countCall(db, userId, env.TUTOR_CALLS_PER_MINUTE);
      const translation = scene
        ? await orFail(tutor.translate(message.content, scene), logger, "NO_TRANSLATION", NO_MESSAGE_TRANSLATION)
        : undefined;
      if (!translation) throw new ApiError(502, "NO_TRANSLATION", NO_MESSAGE_TRANSLATION);
      await db.update(messages).set({ translation }).where(eq(messages.id, message.id));
      return c.json({ translation }, 200);
    })
    .openapi(wordRoute, async (c) => {
      const { database, env, logger } = c.get("services");
      const course = catalogue.find(c.req.valid("param").courseId);
      if (!course) throw notFound();
      await countCall(database.db, c.get("user").id, env.TUTOR_CALLS_PER_MINUTE);
      const word = tutor.translateWord(c.req.valid("json").word, course);
      const translation = await orFail(word, logger, "TRANSLATION_FAILED", WORD_FAILED);
      if (!translation) throw new ApiError(404, "NO_TRANSLATION", "No translation received");
      return c.json(translation, 200);
    });
}
