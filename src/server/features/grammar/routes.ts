import { z } from "@hono/zod-openapi";
import { idParamsSchema } from "../../../shared/schemas/id-params";
import {
  ALREADY_SAVED_TOPIC,
  grammarListQuerySchema,
  quizAnswerSchema,
  saveGrammarSchema,
} from "../../../shared/schemas/studio";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { recordActivity } from "../activity";
import { deleteTopic, hasTopic, listTopics, saveTopic } from "./data";

/** A topic's id in the path; one that is not the learner's (or not an id at all) is 'not found' alike. */
const TOPIC_NOT_FOUND = "Grammar topic not found";
const topicParams = idParamsSchema(TOPIC_NOT_FOUND);
const topicNotFound = () => new ApiError(404, "NOT_FOUND", TOPIC_NOT_FOUND);

const saveRoute = signedInRoute({
  method: "post",
  path: "/grammar",
  tags: ["grammar"],
  summary: "Save a grammar topic (once per user and topic)",
  request: { body: { content: { "application/json": { schema: saveGrammarSchema } }, required: true } },
  responses: {
    201: {
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      description: "The saved topic",
    },
    400: errorResponse("Invalid topic"),
    409: errorResponse("Already saved"),
  },
});

const listRoute = signedInRoute({
  method: "get",
  path: "/grammar",
  tags: ["grammar"],
  summary: "A page of saved topics (50, newest first), searched in topic and explanation",
  request: { query: grammarListQuerySchema },
  responses: {
    200: jsonResponse("GrammarPage"),
    400: errorResponse("Invalid query"),
  },
});
const deleteRoute = signedInRoute({
  method: "delete",
  path: "/grammar/{id}",
  tags: ["grammar"],
  summary: "Remove a saved topic",
  request: { params: topicParams },
  responses: { 204: { description: "Removed" }, 404: errorResponse("Not found") },
});

const quizAnswerRoute = signedInRoute({
  method: "post",
  path: "/grammar/{id}/quiz-answers",
  tags: ["grammar"],
  summary: "An answer of the self-check quiz to a saved topic: a study action (the day counts for the streak)",
  request: {
    params: topicParams,
    body: { content: { "application/json": { schema: quizAnswerSchema } }, required: true },
  },
  responses: {
    204: { description: "Recorded" },
    400: errorResponse("Invalid answer"),
    404: errorResponse("Not found"),
  },
});

export const grammarRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await listTopics(c.get("services").database.db, c.get("user").id, c.req.valid("query")), 200);
  })
  .openapi(deleteRoute, async (c) => {
    if (!(await deleteTopic(c.get("services").database.db, c.get("user").id, c.req.valid("param").id))) {
      throw topicNotFound();
    }
    return c.body(null, 204);
  })
  .openapi(quizAnswerRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    if (!(await hasTopic(db, userId, c.req.valid("param").id))) throw topicNotFound();
    await recordActivity(db, userId, { kind: "quiz_answered" });
    return c.body(null, 204);
  })
  .openapi(saveRoute, async (c) => {
    const row = await saveTopic(c.get("services").database.db, c.get("user").id, c.req.valid("json"));
    if (!row) throw new ApiError(409, "ALREADY_SAVED", ALREADY_SAVED_TOPIC);
    return c.json(row, 201);
  });
