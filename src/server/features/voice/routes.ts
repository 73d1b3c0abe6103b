import { createRoute } from "@hono/zod-openapi";
import {
  type RealtimeSession,
  realtimeSessionRequestSchema,
  type SavedTranscript,
  transcriptSchema,
  type VoiceMode,
} from "../../../shared/schemas/voice";
import { requireUser } from "../../auth/session";
import { messages } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { type TutorEngine, TutorError } from "../../tutor/engine";
import { voiceInstructions } from "../../tutor/llm/prompts";
import {
  countTutorCall,
  countUserMessages,
  findConversation,
  recordLessonProgress,
  toChatMessage,
  tutorContext,
} from "../chat";
import type { Catalogue } from "../courses";

/** Voice calls (learning-experience §2.3, §4, §7.2): the Realtime session, and the call's transcript. */

export const NO_SESSION = "Failed to get session token";
export const REALTIME_UNAVAILABLE = "Voice calls with OpenAI Realtime are not set up on this server.";
const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");

const modeRoute = createRoute({
  method: "get",
  path: "/realtime/mode",
  tags: ["voice"],
  summary: "Which kind of voice call this server offers: OpenAI Realtime, or browser speech with the tutor",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse("{ mode }"), 401: errorResponse("Not signed in") },
});
const sessionRoute = createRoute({
  method: "post",
  path: "/realtime/session",
  tags: ["voice"],
  summary: "A Realtime session for a call with the conversation's tutor: an ephemeral key and the persona",
  middleware: [requireUser] as const,
  request: {
    body: {
      content: { "application/json": { schema: realtimeSessionRequestSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonResponse("{ ephemeral_key, instructions, calls_url, expires_at }"),
    400: errorResponse("Bad request"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
    409: errorResponse("Realtime voice is not configured"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("The provider gave no session"),
  },
});
const transcriptRoute = createRoute({
  method: "post",
  path: "/realtime/transcript",
  tags: ["voice"],
  summary: "Save what was said in a call into the conversation, in order (sending the same call again adds nothing)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: transcriptSchema } }, required: true } },
  responses: {
    200: jsonResponse("{ messages }: the stored messages"),
    400: errorResponse("Bad transcript"),
    401: errorResponse("Not signed in"),
    404: errorResponse("Not found"),
  },
});

export function voiceRoutes(catalogue: Catalogue, tutor: TutorEngine) {
  const mode: VoiceMode = { mode: tutor.realtimeSession ? "realtime" : "speech" };
  return createRouter()
    .openapi(modeRoute, (c) => c.json(mode, 200))
    .openapi(sessionRoute, async (c) => {
      const { database, env, logger } = c.get("services");
      const { db } = database;
      const userId = c.get("user").id;
      const context = await tutorContext(db, userId, c.req.valid("json").conversationId);
      const conversation = context?.conversation;
      const scene =
        conversation && catalogue.scene(conversation.courseId, conversation.scenarioId, conversation.characterId);
      if (!context || conversation?.archivedAt || !scene) throw notFound();
      if (!tutor.realtimeSession) throw new ApiError(409, "REALTIME_UNAVAILABLE", REALTIME_UNAVAILABLE);
      await countTutorCall(db, userId, env.TUTOR_CALLS_PER_MINUTE);
      const { learner, history } = context;
      const instructions = voiceInstructions({ scene, learner, history });
      try {
        const grant = await tutor.realtimeSession(instructions);
        const session: RealtimeSession = {
          ephemeral_key: grant.ephemeralKey,
          instructions,
          calls_url: grant.callsUrl,
          expires_at: grant.expiresAt,
        };
        return c.json(session, 200);
      } catch (err) {
        if (!(err instanceof TutorError)) throw err;
        logger.error({ err, failure: err.failure }, "realtime session failed");
        throw new ApiError(502, "NO_SESSION", NO_SESSION);
      }
    })
    .openapi(transcriptRoute, async (c) => {
      const { db } = c.get("services").database;
      const userId = c.get("user").id;
      const { conversationId, callId, lines } = c.req.valid("json");
      const conversation = await findConversation(db, userId, conversationId);
      if (!conversation || conversation.archivedAt) throw notFound();
      const before = await countUserMessages(db, conversation.id);
      // One millisecond apart, so that the chat (ordered by time) shows the lines in the order they were said.
      const start = Date.now();
      const stored = await db
        .insert(messages)
        .values(
          lines.map((line, i) => ({
            conversationId: conversation.id,
            userId,
            sender: line.sender,
            content: line.content,
            clientId: `call:${callId}:${i}`,
            createdAt: new Date(start + i),
          })),
        )
        .onConflictDoNothing()
        .returning();
      const after = before + stored.filter((m) => m.sender === "user").length;
      if (after > before) await recordLessonProgress(db, userId, conversation, before, after, catalogue);
      const body: SavedTranscript = { messages: stored.sort((a, b) => +a.createdAt - +b.createdAt).map(toChatMessage) };
      return c.json(body, 200);
    });
}
