import { createRoute } from "@hono/zod-openapi";
import { ACTIVITY_LIST_LENGTH, type UnseenAchievements } from "../../../shared/schemas/progress";
import { requireUser } from "../../auth/session";
import { responseLocale } from "../../http/locale";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { type Catalogue, readProgress } from "../courses";
import { topCategories } from "../mistakes/data";
import { markAchievementsSeen, unseenAchievements } from "./achievements";
import { buildProgress } from "./build";
import { readDayTotals, readLearnerFacts, readRecentLessons } from "./data";

const progressRoute = createRoute({
  method: "get",
  path: "/progress",
  tags: ["progress"],
  summary: "The learner's level, focus time, streak, goals, achievements, course progress, activity and study days",
  middleware: [requireUser] as const,
  responses: {
    200: jsonResponse("Progress"),
    401: errorResponse("Not signed in"),
  },
});

const unseenRoute = createRoute({
  method: "get",
  path: "/progress/achievements/unseen",
  tags: ["progress"],
  summary: "Achievements earned since the learner last saw the 'Achievement unlocked' toast",
  middleware: [requireUser] as const,
  responses: { 200: jsonResponse("{ achievements: id[] }"), 401: errorResponse("Not signed in") },
});
const seenRoute = createRoute({
  method: "post",
  path: "/progress/achievements/seen",
  tags: ["progress"],
  summary: "The learner has seen the toasts of every earned achievement",
  middleware: [requireUser] as const,
  responses: { 204: { description: "Seen" }, 401: errorResponse("Not signed in") },
});

export const progressRoutes = (catalogue: Catalogue) =>
  createRouter()
    .openapi(progressRoute, async (c) => {
      const { db } = c.get("services").database;
      const userId = c.get("user").id;
      const [facts, days, recentLessons, scenarioProgress, mistakeCategories] = await Promise.all([
        readLearnerFacts(db, userId),
        readDayTotals(db, userId),
        readRecentLessons(db, userId, ACTIVITY_LIST_LENGTH),
        readProgress(db, userId),
        topCategories(db, userId, 3),
      ]);
      const texts = catalogue.in(responseLocale(c));
      return c.json(
        buildProgress({ facts, days, recentLessons, scenarioProgress, mistakeCategories }, texts, new Date()),
        200,
      );
    })
    .openapi(unseenRoute, async (c) => {
      const achievements = await unseenAchievements(c.get("services").database.db, c.get("user").id);
      return c.json({ achievements } satisfies UnseenAchievements, 200);
    })
    .openapi(seenRoute, async (c) => {
      await markAchievementsSeen(c.get("services").database.db, c.get("user").id);
      return c.body(null, 204);
    });
