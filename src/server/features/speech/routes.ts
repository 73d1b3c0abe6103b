import { z } from "@hono/zod-openapi";
import { idParamsSchema } from "../../../shared/schemas/id-params";
import { SPEECH_FAILED, SPEECH_UNAVAILABLE, speechWordQuerySchema } from "../../../shared/schemas/speech";
import type { SignedInContext } from "../../http/context";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { type SpokenAudio, TutorError } from "../../tutor/engine";
import { speechVoiceOf } from "../../tutor/llm/speech";
import { countTutorCall, findMessage } from "../chat";
import { cacheAudio, messageAudioKey, readCachedAudio, wordAudioKey } from "./data";

/**
 * 'Listen' with the server's speech provider (docs/decisions/0014-tutor-voice-and-sounds.md): a tutor message or a word
 * of the word popup as audio, streamed while the provider makes it, and kept so that a replay costs nothing.
 */

const notFound = () => new ApiError(404, "NOT_FOUND", "Not found");
const audioResponse = {
  content: { "audio/mpeg": { schema: z.string().openapi({ format: "binary" }) } },
  description: "The audio (MP3); `X-Speech-Cache` says whether it was kept from an earlier play",
};
const failures = {
  404: errorResponse("Not found"),
  409: errorResponse("This server has no speech provider: the browser speaks instead"),
  429: errorResponse("Too many tutor calls this minute"),
  502: errorResponse("The speech provider failed"),
};

const messageRoute = signedInRoute({
  method: "get",
  path: "/speech/messages/{id}",
  tags: ["speech"],
  summary: "A tutor message of the learner's, spoken",
  request: { params: idParamsSchema("Not found") },
  responses: { 200: audioResponse, ...failures },
});
const wordRoute = signedInRoute({
  method: "get",
  path: "/speech/{courseId}/word",
  tags: ["speech"],
  summary: "A word or short phrase in the course's language, spoken",
  request: { params: z.object({ courseId: z.string().min(1).max(100) }), query: speechWordQuerySchema },
  responses: { 200: audioResponse, 400: errorResponse("No word, or more than a short phrase"), ...failures },
});

/** Collects a stream's bytes; undefined if it broke off (a partial recording is not kept). */
async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

const voice = (c: SignedInContext) => speechVoiceOf(c.get("services").env);

/** The cached audio of `key`, else the provider's, streamed to the learner and kept on the way. */
async function speak(c: SignedInContext, key: string, text: string, messageId?: string) {
  const { database, env, logger, tutor } = c.get("services");
  const { db } = database;
  const headers = (contentType: string, cache: "hit" | "miss") => ({
    "Content-Type": contentType,
    // The same key always names the same audio.
    "Cache-Control": "private, max-age=86400",
    "X-Speech-Cache": cache,
  });
  const cached = await readCachedAudio(db, key);
  if (cached) return c.body(Buffer.from(cached.audio), 200, headers(cached.contentType, "hit"));
  if (!tutor.speech) throw new ApiError(409, "SPEECH_UNAVAILABLE", SPEECH_UNAVAILABLE);
  await countTutorCall(db, c.get("user").id, env.TUTOR_CALLS_PER_MINUTE);
  let spoken: SpokenAudio;
  try {
    spoken = await tutor.speech(text);
  } catch (err) {
    if (!(err instanceof TutorError)) throw err;
    logger.error({ err, failure: err.failure }, "speech failed");
    throw new ApiError(502, "SPEECH_FAILED", SPEECH_FAILED);
  }
  const [toLearner, toCache] = spoken.body.tee();
  // Kept even if the learner stops listening half-way: the provider has been paid for the whole of it.
  void collect(toCache)
    .then((audio) => audio && cacheAudio(db, { key, messageId, contentType: spoken.contentType, audio }))
    .catch((err) => logger.warn({ err }, "speech audio not cached"));
  return c.body(toLearner, 200, headers(spoken.contentType, "miss"));
}

export const speechRoutes = createRouter()
  .openapi(messageRoute, async (c) => {
    const { db } = c.get("services").database;
    const { id } = c.req.valid("param");
    const message = await findMessage(db, c.get("user").id, id);
    if (message?.sender !== "ai") throw notFound();
    return speak(c, messageAudioKey(voice(c), id), message.content, id);
  })
  .openapi(wordRoute, async (c) => {
    const { courseLibrary, libraryFor } = c.get("services");
    const { courseId } = c.req.valid("param");
    const course = (await libraryFor(courseLibrary, c.get("user")?.id, { courseId })).find(courseId);
    if (!course) throw notFound();
    const { text } = c.req.valid("query");
    return speak(c, wordAudioKey(voice(c), course.language, text), text);
  });
