import { createRoute } from "@hono/zod-openapi";
import { ACTIVITY_LIST_LENGTH, progressQuerySchema } from "../../../shared/schemas/progress";
import { requireUser } from "../../auth/session";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { type Catalogue, readProgress } from "../courses";
import { buildProgress } from "./build";
import { readDayTotals, readLearnerFacts, readRecentLessons } from "./data";

const progressRoute = createRoute({
  method: "get",
  path: "/progress",
  tags: ["progress"],
  summary: "The learner's level, focus time, streak, goals, achievements, course progress, activity and study days",
  middleware: [requireUser] as const,
  request: { query: progressQuerySchema },
  responses: {
    200: jsonResponse("Progress"),
    400: errorResponse("Invalid time zone"),
    401: errorResponse("Not signed in"),
  },
});

export const progressRoutes = (catalogue: Catalogue) =>
  createRouter().openapi(progressRoute, async (c) => {
    const { db } = c.get("services").database;
    const userId = c.get("user").id;
    const facts = await readLearnerFacts(db, userId);
    const timeZone = c.req.valid("query").timeZone ?? facts.timeZone;
    const [days, recentLessons, scenarioProgress] = await Promise.all([
      readDayTotals(db, userId, timeZone),
      readRecentLessons(db, userId, ACTIVITY_LIST_LENGTH),
      readProgress(db, userId),
    ]);
    return c.json(
      buildProgress({ facts, timeZone, days, recentLessons, scenarioProgress }, catalogue, new Date()),
      200,
    );
  });
