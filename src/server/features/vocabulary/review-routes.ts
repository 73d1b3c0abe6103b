import { idParamsSchema } from "../../../shared/schemas/id-params";
import { reviewSchema } from "../../../shared/schemas/studio";
import { ApiError } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { readSettings } from "../settings";
import { recordUsage } from "../usage";
import { dueWords, reviewWord, withPreviews } from "./data";

const dueRoute = signedInRoute({
  method: "get",
  path: "/vocabulary/due",
  tags: ["vocabulary"],
  summary: "Words due for review: a session's worth, the count (up to 100) and whether any are overdue",
  responses: { 200: jsonResponse("DueWords") },
});
const reviewRoute = signedInRoute({
  method: "post",
  path: "/vocabulary/{id}/review",
  tags: ["vocabulary"],
  summary: "Record a flash-card rating: hard ('Need Practice'), easy ('Got It!') or mastered",
  request: {
    params: idParamsSchema("Word not found"),
    body: { content: { "application/json": { schema: reviewSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("ReviewResult"),
    400: errorResponse("Invalid rating"),
    404: errorResponse("Word not found"),
  },
});

export const vocabularyReviewRoutes = createRouter()
  .openapi(dueRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    const settings = await readSettings(db, userId);
    const due = await dueWords(db, userId, settings.dailyReviewGoal);
    return c.json({ ...due, words: await withPreviews(db, due.words, settings) }, 200);
  })
  .openapi(reviewRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    const settings = await readSettings(db, userId);
    const word = await reviewWord(db, userId, c.req.valid("param").id, c.req.valid("json"), settings);
    if (!word) throw new ApiError(404, "NOT_FOUND", "Word not found");
    // A statistic never fails the review it counts.
    await recordUsage(db, c.get("services").env.authSecret, userId, "review").catch((err) =>
      c.get("services").logger.warn({ err }, "usage event not recorded"),
    );
    return c.json({ word, nextReviewDays: word.reviewInterval }, 200);
  });
