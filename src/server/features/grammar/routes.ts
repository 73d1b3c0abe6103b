import { createRoute, z } from "@hono/zod-openapi";
import { ALREADY_SAVED_TOPIC, grammarListQuerySchema, saveGrammarSchema } from "../../../shared/schemas/studio";
import { requireUser } from "../../auth/session";
import { savedGrammar } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { deleteTopic, listTopics } from "./data";

const saveRoute = createRoute({
  method: "post",
  path: "/grammar",
  tags: ["grammar"],
  summary: "Save a grammar topic (once per user and topic)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: saveGrammarSchema } }, required: true } },
  responses: {
    201: {
      content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      description: "The saved topic",
    },
    400: errorResponse("Invalid topic"),
    401: errorResponse("Not signed in"),
    409: errorResponse("Already saved"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/grammar",
  tags: ["grammar"],
  summary: "A page of saved topics (50, newest first), searched in topic and explanation",
  middleware: [requireUser] as const,
  request: { query: grammarListQuerySchema },
  responses: {
    200: jsonResponse("GrammarPage"),
    400: errorResponse("Invalid query"),
    401: errorResponse("Not signed in"),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/grammar/{id}",
  tags: ["grammar"],
  summary: "Remove a saved topic",
  middleware: [requireUser] as const,
  request: { params: z.object({ id: z.uuid("Grammar topic not found") }) },
  responses: { 204: { description: "Removed" }, 401: errorResponse("Not signed in"), 404: errorResponse("Not found") },
});

export const grammarRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await listTopics(c.get("services").database.db, c.get("user").id, c.req.valid("query")), 200);
  })
  .openapi(deleteRoute, async (c) => {
    if (!(await deleteTopic(c.get("services").database.db, c.get("user").id, c.req.valid("param").id))) {
      throw new ApiError(404, "NOT_FOUND", "Grammar topic not found");
    }
    return c.body(null, 204);
  })
  .openapi(saveRoute, async (c) => {
    const { db } = c.get("services").database;
    const input = c.req.valid("json");
    const [row] = await db
      .insert(savedGrammar)
      .values({
        userId: c.get("user").id,
        topic: input.topic,
        explanation: input.explanation,
        example: input.example ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, "ALREADY_SAVED", ALREADY_SAVED_TOPIC);
    return c.json(row, 201);
  });
