import { createRoute, z } from "@hono/zod-openapi";
import { ALREADY_SAVED_TOPIC, saveGrammarSchema } from "../../../shared/schemas/studio";
import { requireUser } from "../../auth/session";
import { savedGrammar } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";

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

export const grammarRoutes = createRouter().openapi(saveRoute, async (c) => {
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
