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
import type { TutorEngine, TutorReply } from "../../tutor/engine";
import { type Catalogue, courseView, readProgress, recordProgress } from "../courses";
import {
  activeConversation,
  archiveConversation,
  countUserMessages,
  findByClientId,
  findConversation,
  findMessage,
  listMessages,
  toChatMessage,
} from "./data";

const chatParams = z.object({
  courseId: z.string().min(1).max(100),
  scenarioId: z.string().min(1).max(100),
  characterId: z.string().min(1).max(100),
});
const idParams = z.object({ id: z.uuid("Not found") });
const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");
const FAILED = "Failed to get AI response. Please try again.";
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
  },
});
const hintRoute = createRoute({
  method: "post",
  path: "/chat/conversations/{id}/hint",
  tags: ["chat"],
  summary: "A suggested reply for the learner",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 200: jsonResponse("{ hint }"), 401: errorResponse("Not signed in"), 404: errorResponse("Not found") },
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
      const conversation = await findConversation(db, userId, c.req.valid("param").id);
      if (!conversation || conversation.archivedAt) throw notFound();
      const scene = sceneOf(conversation);
      if (!scene) throw notFound();
      const { clientId, content } = c.req.valid("json");

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
      const earlier = await findByClientId(db, conversation.id, clientId);
      if (earlier) return replay(earlier);

      const history = (await listMessages(db, conversation.id)).map((m) => ({ sender: m.sender, content: m.content }));
      let sent: typeof messages.$inferSelect;
      try {
        [sent] = (await db
          .insert(messages)
          .values({ conversationId: conversation.id, userId, sender: "user", content, clientId })
          .returning()) as [typeof messages.$inferSelect];
      } catch {
        // The same message arrived twice at once: answer the retry like a replay.
        const raced = await findByClientId(db, conversation.id, clientId);
        if (raced) return replay(raced);
        throw new ApiError(409, "IN_PROGRESS", "This message is still being answered. Please wait a moment.");
      }

      c.header("Content-Type", "application/x-ndjson");
      return ndjson(
        stream(c, async (out) => {
          const write = (event: ReplyEvent) => out.write(`${JSON.stringify(event)}\n`);
          try {
            let reply: TutorReply | undefined;
            for await (const event of tutor.reply({
              scene,
              history,
              state: conversation.dialogueState,
              learnerText: content,
            })) {
              if (event.type === "text") await write(event);
              else reply = event.reply;
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
              return { userMessage: userMessage!, aiMessage: aiMessage! };
            });
            const userMessageCount = await countUserMessages(db, conversation.id);
            const progress = Math.min(100, (userMessageCount / LESSON_MESSAGES) * 100);
            await recordProgress(db, userId, conversation.courseId, conversation.scenarioId, Math.round(progress));
            await write({
              type: "done",
              userMessage: toChatMessage(result.userMessage),
              reply: toChatMessage(result.aiMessage),
              userMessageCount,
              lessonCompleted: userMessageCount === LESSON_MESSAGES,
            });
          } catch (err) {
            logger.error({ err, conversationId: conversation.id }, "tutor reply failed");
            // Keep nothing half-done: the learner can send the same message again.
            await db.delete(messages).where(eq(messages.id, sent.id));
            await write({ type: "error", message: FAILED });
          }
        }),
      );
    })
    .openapi(hintRoute, async (c) => {
      const { db } = c.get("services").database;
      const conversation = await findConversation(db, c.get("user").id, c.req.valid("param").id);
      const scene = conversation && sceneOf(conversation);
      if (!conversation || !scene) throw notFound();
      return c.json({ hint: await tutor.hint(scene, conversation.dialogueState) }, 200);
    })
    .openapi(translateRoute, async (c) => {
      const { db } = c.get("services").database;
      const message = await findMessage(db, c.get("user").id, c.req.valid("param").id);
      if (!message) throw notFound();
      if (message.translation) return c.json({ translation: message.translation }, 200);
      const conversation = await findConversation(db, c.get("user").id, message.conversationId);
      const scene = conversation && sceneOf(conversation);
      const translation = scene ? await tutor.translate(message.content, scene) : undefined;
      if (!translation) throw new ApiError(502, "NO_TRANSLATION", "Could not translate the message. Please try again.");
      await db.update(messages).set({ translation }).where(eq(messages.id, message.id));
      return c.json({ translation }, 200);
    })
    .openapi(wordRoute, async (c) => {
      const course = catalogue.find(c.req.valid("param").courseId);
      if (!course) throw notFound();
      const translation = await tutor.translateWord(c.req.valid("json").word, course);
      if (!translation) throw new ApiError(404, "NO_TRANSLATION", "No translation received");
      return c.json(translation, 200);
    });
}
