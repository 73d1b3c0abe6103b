import { idParamsSchema } from "../../../shared/schemas/id-params";
import { mistakeListQuerySchema, practiceAnswerSchema, practiceQuerySchema } from "../../../shared/schemas/mistakes";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { recordActivity } from "../activity";
import { answerPractice, deleteAllMistakes, deleteMistake, listMistakes, markLearned, practiceItems } from "./data";

const NOT_FOUND = "Mistake not found";
const idParams = idParamsSchema(NOT_FOUND);
const notFound = () => new ApiError(404, "NOT_FOUND", NOT_FOUND);

const listRoute = signedInRoute({
  method: "get",
  path: "/mistakes",
  tags: ["mistakes"],
  summary: "A page of the learner's open mistakes (50, most frequent and most recent first), with counts per category",
  request: { query: mistakeListQuerySchema },
  responses: {
    200: jsonResponse("MistakeList"),
    400: errorResponse("Invalid query"),
  },
});

const learnedRoute = signedInRoute({
  method: "post",
  path: "/mistakes/{id}/learned",
  tags: ["mistakes"],
  summary: "Mark a mistake as learned (it leaves the list until it is made again)",
  request: { params: idParams },
  responses: { 204: { description: "Learned" }, 404: errorResponse(NOT_FOUND) },
});

const deleteRoute = signedInRoute({
  method: "delete",
  path: "/mistakes/{id}",
  tags: ["mistakes"],
  summary: "Forget one recorded mistake",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, 404: errorResponse(NOT_FOUND) },
});

const deleteAllRoute = signedInRoute({
  method: "delete",
  path: "/mistakes",
  tags: ["mistakes"],
  summary: "Forget every recorded mistake",
  responses: { 200: jsonResponse("How many were deleted") },
});

const practiceRoute = signedInRoute({
  method: "get",
  path: "/mistakes/practice",
  tags: ["mistakes"],
  summary: "A practice session: the most frequent open mistakes, each sentence with the right form blanked out",
  request: { query: practiceQuerySchema },
  responses: {
    200: jsonResponse("PracticeItem[]"),
    400: errorResponse("Invalid query"),
  },
});

const answerRoute = signedInRoute({
  method: "post",
  path: "/mistakes/{id}/practice",
  tags: ["mistakes"],
  summary: "Check a practice answer (right: one off the count, learned at 0; wrong: one more)",
  request: {
    params: idParams,
    body: { content: { "application/json": { schema: practiceAnswerSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("PracticeResult"),
    400: errorResponse("No answer"),
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
    const userId = c.get("user").id;
    const result = await answerPractice(db, userId, c.req.valid("param").id, c.req.valid("json").answer);
    if (!result) throw notFound();
    // A mistake practised makes the day a study day.
    await recordActivity(db, userId, { kind: "mistake_practised" });
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
