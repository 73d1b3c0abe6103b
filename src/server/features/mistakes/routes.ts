import { createRoute, z } from "@hono/zod-openapi";
import { mistakeListQuerySchema, practiceAnswerSchema, practiceQuerySchema } from "../../../shared/schemas/mistakes";
import { requireUser } from "../../auth/session";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { answerPractice, deleteAllMistakes, deleteMistake, listMistakes, markLearned, practiceItems } from "./data";

const NOT_FOUND = "Mistake not found";
const idParams = z.object({ id: z.uuid(NOT_FOUND) });
const notFound = () => new ApiError(404, "NOT_FOUND", NOT_FOUND);

const listRoute = createRoute({
  method: "get",
  path: "/mistakes",
  tags: ["mistakes"],
  summary: "A page of the learner's open mistakes (50, most frequent and most recent first), with counts per category",
  middleware: [requireUser] as const,
  request: { query: mistakeListQuerySchema },
  responses: {
    200: jsonResponse("MistakeList"),
    400: errorResponse("Invalid query"),
    401: errorResponse("Not signed in"),
  },
});

const learnedRoute = createRoute({
  method: "post",
  path: "/mistakes/{id}/learned",
  tags: ["mistakes"],
  summary: "Mark a mistake as learned (it leaves the list until it is made again)",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 204: { description: "Learned" }, 401: errorResponse("Not signed in"), 404: errorResponse(NOT_FOUND) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/mistakes/{id}",
  tags: ["mistakes"],
  summary: "Forget one recorded mistake",
  middleware: [requireUser] as const,
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, 401: errorResponse("Not signed in"), 404: errorResponse(NOT_FOUND) },
});

const deleteAllRoute = createRoute({
  method: "delete",
  path: "/mistakes",
  tags: ["mistakes"],
  summary: "Forget every recorded mistake",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse("How many were deleted"), 401: errorResponse("Not signed in") },
});

const practiceRoute = createRoute({
  method: "get",
  path: "/mistakes/practice",
  tags: ["mistakes"],
  summary: "A practice session: the most frequent open mistakes, each sentence with the right form blanked out",
  middleware: [requireUser] as const,
  request: { query: practiceQuerySchema },
  responses: {
    200: jsonResponse("PracticeItem[]"),
    400: errorResponse("Invalid query"),
    401: errorResponse("Not signed in"),
  },
});

const answerRoute = createRoute({
  method: "post",
  path: "/mistakes/{id}/practice",
  tags: ["mistakes"],
  summary: "Check a practice answer (right: one off the count, learned at 0; wrong: one more)",
  middleware: [requireUser] as const,
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: practiceAnswerSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("PracticeResult"),
    400: errorResponse("No answer"),
    401: errorResponse("Not signed in"),
    404: errorResponse(NOT_FOUND),
  },
});

export const mistakeRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await listMistakes(c.get("services").database.db, c.get("user").id, c.req.valid("query")), 200),
  )
  .openapi(practiceRoute, async (c) => {
    const items = await practiceItems(c.get("services").database.db, c.get("user").id, c.req.valid("query").category);
    return c.json({ items }, 200);
  })
  .openapi(answerRoute, async (c) => {
    const { db } = c.get("services").database;
    const result = await answerPractice(db, c.get("user").id, c.req.valid("param").id, c.req.valid("json").answer);
    if (!result) throw notFound();
    return c.json(result, 200);
  })
  .openapi(learnedRoute, async (c) => {
    if (!(await markLearned(c.get("services").database.db, c.get("user").id, c.req.valid("param").id)))
      throw notFound();
    return c.body(null, 204);
  })
  .openapi(deleteRoute, async (c) => {
    if (!(await deleteMistake(c.get("services").database.db, c.get("user").id, c.req.valid("param").id)))
      throw notFound();
    return c.body(null, 204);
  })
  .openapi(deleteAllRoute, async (c) =>
    c.json({ deleted: await deleteAllMistakes(c.get("services").database.db, c.get("user").id) }, 200),
  );
