import { z } from "@hono/zod-openapi";
import { sendMessageSchema, translateWordSchema } from "../../../shared/schemas/chat";
import { idParamsSchema } from "../../../shared/schemas/id-params";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { conversationView } from "./conversation-view";
import {
  activeConversation,
  archiveConversation,
  findConversation,
  findMessage,
  saveTranslation,
  tutorContext,
} from "./data";
import { notFound, orFail } from "./failures";
import { sceneOf, unlockedScene } from "./scene";
import { sendMessage } from "./send-message";
import { limitTutorCall } from "./tutor-rate-limit";

const chatParams = z.object({
  courseId: z.string().min(1).max(100),
  scenarioId: z.string().min(1).max(100),
  characterId: z.string().min(1).max(100),
});
const idParams = idParamsSchema("Not found");
const NO_MESSAGE_TRANSLATION = "Could not translate the message. Please try again.";
const WORD_FAILED = "Translation failed";
const NO_HINT = "Could not prepare a hint. Please try again.";
/** NDJSON responses are plain Responses; the OpenAPI router types only JSON bodies, so they pass through here. */
const ndjson = (response: Response) => response as never;

const openRoute = signedInRoute({
  method: "get",
  path: "/chat/{courseId}/{scenarioId}/{characterId}",
  tags: ["chat"],
  summary: "The learner's conversation with a tutor (started, with the tutor's opening line, if there is none)",
  request: { params: chatParams },
  responses: {
    200: jsonResponse("The conversation"),
    404: errorResponse("Not found"),
    409: errorResponse("Locked"),
  },
});
const restartRoute = signedInRoute({
  method: "post",
  path: "/chat/{courseId}/{scenarioId}/{characterId}/new",
  tags: ["chat"],
  summary: "Start over: the current conversation is kept in the history, a new one begins",
  request: { params: chatParams },
  responses: {
    200: jsonResponse("The new conversation"),
    404: errorResponse("Not found"),
  },
});
const sendRoute = signedInRoute({
  method: "post",
  path: "/chat/conversations/{id}/messages",
  tags: ["chat"],
  summary: "Send a message; the reply streams as NDJSON (text events, then 'done' with both stored messages)",
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
    404: errorResponse("Not found"),
    409: errorResponse("Still being answered"),
    429: errorResponse("Too many tutor calls this minute"),
  },
});
const hintRoute = signedInRoute({
  method: "post",
  path: "/chat/conversations/{id}/hint",
  tags: ["chat"],
  summary: "A suggested reply for the learner",
  request: { params: idParams },
  responses: {
    200: jsonResponse("{ hint }"),
    404: errorResponse("Not found"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("The tutor could not prepare a hint"),
  },
});
const translateRoute = signedInRoute({
  method: "post",
  path: "/chat/messages/{id}/translation",
  tags: ["chat"],
  summary: "Translate a tutor message into the learner's native language",
  request: { params: idParams },
  responses: {
    200: jsonResponse("{ translation }"),
    404: errorResponse("Not found"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("No translation"),
  },
});
const wordRoute = signedInRoute({
  method: "post",
  path: "/chat/{courseId}/translate-word",
  tags: ["chat"],
  summary: "Translate one word of a tutor message",
  request: {
    params: z.object({ courseId: z.string().min(1).max(100) }),
    body: { content: { "application/json": { schema: translateWordSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("The translation"),
    404: errorResponse("No translation received"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("Translation failed"),
  },
});

export const chatRoutes = createRouter()
  .openapi(openRoute, async (c) => {
    const services = c.get("services");
    const { database, tutor } = services;
    const chat = { userId: c.get("user").id, ...c.req.valid("param") };
    const scene = await unlockedScene(database.db, services, chat.userId, chat);
    const row = await activeConversation(database.db, chat, () => tutor.opening(scene));
    return c.json(await conversationView(database.db, tutor, row), 200);
  })
  .openapi(restartRoute, async (c) => {
    const services = c.get("services");
    const { database, tutor } = services;
    const chat = { userId: c.get("user").id, ...c.req.valid("param") };
    const scene = await unlockedScene(database.db, services, chat.userId, chat);
    await archiveConversation(database.db, chat);
    const row = await activeConversation(database.db, chat, () => tutor.opening(scene));
    return c.json(await conversationView(database.db, tutor, row), 200);
  })
  .openapi(sendRoute, async (c) => ndjson(await sendMessage(c, c.req.valid("param").id, c.req.valid("json"))))
  .openapi(hintRoute, async (c) => {
    const services = c.get("services");
    const { database, logger, tutor } = services;
    const userId = c.get("user").id;
    const context = await tutorContext(database.db, userId, c.req.valid("param").id);
    const scene = context && (await sceneOf(services, userId, context.conversation));
    if (!context || !scene) throw notFound();
    const { conversation, learner, history } = context;
    await limitTutorCall(services, userId);
    const hint = tutor.hint({ scene, history, state: conversation.dialogueState, learner });
    return c.json({ hint: await orFail(hint, logger, "NO_HINT", NO_HINT) }, 200);
  })
  .openapi(translateRoute, async (c) => {
    const services = c.get("services");
    const { database, logger, tutor } = services;
    const { db } = database;
    const userId = c.get("user").id;
    const message = await findMessage(db, userId, c.req.valid("param").id);
    if (!message) throw notFound();
    if (message.translation) return c.json({ translation: message.translation }, 200);
    const conversation = await findConversation(db, userId, message.conversationId);
    const scene = conversation && (await sceneOf(services, userId, conversation));
    if (scene) await limitTutorCall(services, userId);
    const translation = scene
      ? await orFail(tutor.translate(message.content, scene), logger, "NO_TRANSLATION", NO_MESSAGE_TRANSLATION)
      : undefined;
    if (!translation) throw new ApiError(502, "NO_TRANSLATION", NO_MESSAGE_TRANSLATION);
    await saveTranslation(db, message.id, translation);
    return c.json({ translation }, 200);
  })
  .openapi(wordRoute, async (c) => {
    const services = c.get("services");
    const { courseId } = c.req.valid("param");
    const library = await services.libraryFor(services.courseLibrary, c.get("user").id, { courseId });
    const course = library.find(courseId);
    if (!course) throw notFound();
    await limitTutorCall(services, c.get("user").id);
    const word = services.tutor.translateWord(c.req.valid("json").word, course);
    const translation = await orFail(word, services.logger, "TRANSLATION_FAILED", WORD_FAILED);
    if (!translation) throw new ApiError(404, "NO_TRANSLATION", "No translation received");
    return c.json(translation, 200);
  });
