import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray, sql } from "drizzle-orm";
import { ALREADY_SAVED_WORD, savedWordsQuerySchema, saveWordSchema } from "../../../shared/schemas/studio";
import { requireUser } from "../../auth/session";
import { savedVocabulary } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";

const saveRoute = createRoute({
  method: "post",
  path: "/vocabulary",
  tags: ["vocabulary"],
  summary: "Save a word (once per user, word and language, whatever its case)",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: saveWordSchema } }, required: true } },
  responses: {
    201: jsonResponse("The saved word"),
    400: errorResponse("Invalid word"),
    401: errorResponse("Not signed in"),
    409: errorResponse("Already saved"),
  },
});

const savedRoute = createRoute({
  method: "get",
  path: "/vocabulary/saved",
  tags: ["vocabulary"],
  summary: "Which of these words the learner has saved already",
  middleware: [requireUser] as const,
  request: { query: savedWordsQuerySchema },
  responses: { 200: jsonResponse("{ saved: string[] } (lower-cased)"), 401: errorResponse("Not signed in") },
});

export const vocabularyRoutes = createRouter()
  .openapi(saveRoute, async (c) => {
    const { db } = c.get("services").database;
    const input = c.req.valid("json");
    const [row] = await db
      .insert(savedVocabulary)
      .values({
        userId: c.get("user").id,
        word: input.word,
        meaning: input.meaning,
        language: input.language,
        sourceContext: input.sourceContext ?? null,
        sourceMessageId: input.sourceMessageId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, "ALREADY_SAVED", ALREADY_SAVED_WORD);
    return c.json(row, 201);
  })
  .openapi(savedRoute, async (c) => {
    const { db } = c.get("services").database;
    const { language, words } = c.req.valid("query");
    const wanted = [
      ...new Set(
        words
          .split(",")
          .map((w) => w.trim().toLocaleLowerCase())
          .filter(Boolean),
      ),
    ].slice(0, 100);
    if (wanted.length === 0) return c.json({ saved: [] }, 200);
    const rows = await db
      .select({ word: sql<string>`lower(${savedVocabulary.word})` })
      .from(savedVocabulary)
      .where(
        and(
          eq(savedVocabulary.userId, c.get("user").id),
          eq(savedVocabulary.language, language),
          inArray(sql`lower(${savedVocabulary.word})`, wanted),
        ),
      );
    return c.json({ saved: rows.map((r) => r.word) }, 200);
  });
