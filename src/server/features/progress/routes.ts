import { ACTIVITY_LIST_LENGTH, type UnseenAchievements } from "../../../shared/schemas/progress";
import { responseLocale } from "../../http/locale";
import { createRouter } from "../../http/router";
import { jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { readProgress } from "../courses";
import { topCategories } from "../mistakes";
import { buildProgress } from "./build";
import { markAchievementsSeen, readDayTotals, readLearnerFacts, readRecentLessons, unseenAchievements } from "./data";

const progressRoute = signedInRoute({
  method: "get",
  path: "/progress",
  tags: ["progress"],
  summary: "The learner's level, focus time, streak, goals, achievements, course progress, activity and study days",
  responses: {
    200: jsonResponse("Progress"),
  },
});

const unseenRoute = signedInRoute({
  method: "get",
  path: "/progress/achievements/unseen",
  tags: ["progress"],
  summary: "Achievements earned since the learner last saw the 'Achievement unlocked' toast",
  responses: { 200: jsonResponse("{ achievements: id[] }") },
});
const seenRoute = signedInRoute({
  method: "post",
  path: "/progress/achievements/seen",
  tags: ["progress"],
  summary: "The learner has seen the toasts of every earned achievement",
  responses: { 204: { description: "Seen" } },
});

export const progressRoutes = createRouter()
  .openapi(progressRoute, async (c) => {
    const { courseLibrary, database, libraryFor } = c.get("services");
    const { db } = database;
    const userId = c.get("user").id;
    const [facts, days, recentLessons, scenarioProgress, mistakeCategories, texts] = await Promise.all([
      readLearnerFacts(db, userId),
      readDayTotals(db, userId),
      readRecentLessons(db, userId, ACTIVITY_LIST_LENGTH),
      readProgress(db, userId),
      topCategories(db, userId, 3),
      // With the learner's own scenarios, so that their completed lessons are named too.
      libraryFor(courseLibrary.in(responseLocale(c)), userId),
    ]);
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
