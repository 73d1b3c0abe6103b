import {
  type RealtimeSession,
  realtimeSessionRequestSchema,
  type SavedTranscript,
  transcriptSchema,
  type VoiceMode,
} from "../../../shared/schemas/voice";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { TutorError } from "../../tutor/engine";
import { voiceInstructions } from "../../tutor/llm/prompts";
import { recordActivity } from "../activity";
import {
  countTutorCall,
  countUserMessages,
  findConversation,
  recordLessonProgress,
  sceneOf,
  storeCallLines,
  toChatMessage,
  tutorContext,
} from "../chat";

/** Voice calls (learning-experience §2.3, §4, §7.2): the Realtime session, and the call's transcript. */

export const NO_SESSION = "Failed to get session token";
export const REALTIME_UNAVAILABLE = "Voice calls with OpenAI Realtime are not set up on this server.";
const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");

const modeRoute = signedInRoute({
  method: "get",
  path: "/realtime/mode",
  tags: ["voice"],
  summary: "Which kind of voice call this server offers: OpenAI Realtime, or browser speech with the tutor",
  responses: { 200: jsonResponse("{ mode }") },
});
const sessionRoute = signedInRoute({
  method: "post",
  path: "/realtime/session",
  tags: ["voice"],
  summary: "A Realtime session for a call with the conversation's tutor: an ephemeral key and the persona",
  request: {
    body: {
      content: { "application/json": { schema: realtimeSessionRequestSchema } },
      required: true,
    },
  },
  responses: {
    200: jsonResponse("{ ephemeral_key, instructions, calls_url, expires_at }"),
    400: errorResponse("Bad request"),
    404: errorResponse("Not found"),
    409: errorResponse("Realtime voice is not configured"),
    429: errorResponse("Too many tutor calls this minute"),
    502: errorResponse("The provider gave no session"),
  },
});
const transcriptRoute = signedInRoute({
  method: "post",
  path: "/realtime/transcript",
  tags: ["voice"],
  summary: "Save what was said in a call into the conversation, in order (sending the same call again adds nothing)",
  request: { body: { content: { "application/json": { schema: transcriptSchema } }, required: true } },
  responses: {
    200: jsonResponse("{ messages }: the stored messages"),
    400: errorResponse("Bad transcript"),
    404: errorResponse("Not found"),
  },
});

export const voiceRoutes = createRouter()
  .openapi(modeRoute, (c) => {
    const mode: VoiceMode = { mode: c.get("services").tutor.realtimeSession ? "realtime" : "speech" };
    return c.json(mode, 200);
  })
  .openapi(sessionRoute, async (c) => {
    const services = c.get("services");
    const { database, env, logger, tutor } = services;
    const { db } = database;
    const userId = c.get("user").id;
    const context = await tutorContext(db, userId, c.req.valid("json").conversationId);
    const conversation = context?.conversation;
    const scene = conversation && (await sceneOf(services, userId, conversation));
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
      // A call with a tutor makes the day a study day.
      const { courseId, scenarioId } = conversation;
      await recordActivity(db, userId, { kind: "voice_call", courseId, scenarioId });
      return c.json(session, 200);
    } catch (err) {
      if (!(err instanceof TutorError)) throw err;
      logger.error({ err, failure: err.failure }, "realtime session failed");
      throw new ApiError(502, "NO_SESSION", NO_SESSION);
    }
  })
  .openapi(transcriptRoute, async (c) => {
    const { courseLibrary, database } = c.get("services");
    const { db } = database;
    const userId = c.get("user").id;
    const { conversationId, callId, lines } = c.req.valid("json");
    const conversation = await findConversation(db, userId, conversationId);
    if (!conversation || conversation.archivedAt) throw notFound();
    const before = await countUserMessages(db, conversation.id);
    const stored = await storeCallLines(db, { conversationId: conversation.id, userId, callId, lines });
    const after = before + stored.filter((m) => m.sender === "user").length;
    if (after > before) await recordLessonProgress(db, userId, conversation, before, after, courseLibrary);
    const body: SavedTranscript = { messages: stored.map(toChatMessage) };
    return c.json(body, 200);
  });
