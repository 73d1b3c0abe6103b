import { createRoute, z } from "@hono/zod-openapi";
import { courseListSchema, scenarioProgressSchema } from "../../../shared/schemas/course";
import { optionalUser } from "../../auth/session";
import type { CourseLibrary } from "../../content/course-library";
import type { CoursePlace } from "../../content/own-course";
import type { Services } from "../../http/context";
import { ApiError } from "../../http/errors";
import { responseLocale } from "../../http/locale";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { courseSummaries } from "./course-summaries";
import { readProgress, recordProgress } from "./progress-data";
import { courseView, tutorsOf } from "./progress-rule";

const courseParams = z.object({ courseId: z.string().min(1).max(100) });
const scenarioParams = courseParams.extend({ scenarioId: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/courses",
  tags: ["courses"],
  summary: "The courses shown in the language chooser (with the learner's progress when signed in)",
  middleware: [optionalUser] as const,
  responses: {
    200: { content: { "application/json": { schema: courseListSchema } }, description: "Visible courses" },
  },
});

const courseRoute = createRoute({
  method: "get",
  path: "/courses/{courseId}",
  tags: ["courses"],
  summary: "A course with its chapters and scenarios, locked and completed for this learner",
  middleware: [optionalUser] as const,
  request: { params: courseParams },
  responses: { 200: jsonResponse("The course"), 404: errorResponse("Course not found") },
});

const scenarioRoute = createRoute({
  method: "get",
  path: "/courses/{courseId}/scenarios/{scenarioId}",
  tags: ["courses"],
  summary: "One scenario with its chapter and tutors",
  middleware: [optionalUser] as const,
  request: { params: scenarioParams },
  responses: { 200: jsonResponse("The scenario"), 404: errorResponse("Course or scenario not found") },
});

const progressRoute = signedInRoute({
  method: "post",
  path: "/courses/{courseId}/scenarios/{scenarioId}/progress",
  tags: ["courses"],
  summary: "Record progress in a scenario (100 completes it and unlocks the next one)",
  request: {
    params: scenarioParams,
    body: { content: { "application/json": { schema: scenarioProgressSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("Progress after the change"),
    404: errorResponse("Course or scenario not found"),
    409: errorResponse("The scenario is locked"),
  },
});

/**
 * A course as this learner (or a visitor) sees it, in the course library's texts of the response's language (`texts`);
 * a learner's own course holds the scenario of `place` when it is theirs.
 */
async function viewFor(
  { database, libraryFor }: Services,
  userId: string | undefined,
  texts: CourseLibrary,
  place: CoursePlace,
) {
  const library = await libraryFor(texts, userId, place);
  const course = library.find(place.courseId);
  if (!course) throw new ApiError(404, "NOT_FOUND", "Course not found");
  const records = userId ? ((await readProgress(database.db, userId, place.courseId)).get(place.courseId) ?? []) : [];
  return { view: courseView(course, records), course };
}

function findScenario(view: ReturnType<typeof courseView>, scenarioId: string) {
  for (const chapter of view.chapters) {
    const scenario = chapter.scenarios.find((s) => s.id === scenarioId);
    if (scenario) return { chapter, scenario };
  }
  throw new ApiError(404, "NOT_FOUND", "Scenario not found");
}

export const courseRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { courseLibrary, database } = c.get("services");
    const user = c.get("user");
    const progress = user ? await readProgress(database.db, user.id) : new Map();
    return c.json(courseSummaries(courseLibrary.in(responseLocale(c)), progress), 200);
  })
  .openapi(courseRoute, async (c) => {
    const { courseId } = c.req.valid("param");
    const texts = c.get("services").courseLibrary.in(responseLocale(c));
    return c.json((await viewFor(c.get("services"), c.get("user")?.id, texts, { courseId })).view, 200);
  })
  .openapi(scenarioRoute, async (c) => {
    const { courseId, scenarioId } = c.req.valid("param");
    const texts = c.get("services").courseLibrary.in(responseLocale(c));
    const { view, course } = await viewFor(c.get("services"), c.get("user")?.id, texts, { courseId, scenarioId });
    const { chapter, scenario } = findScenario(view, scenarioId);
    const written = course.chapters.find((ch) => ch.id === chapter.id)!.scenarios.find((s) => s.id === scenarioId)!;
    return c.json(
      {
        course: { id: view.id, title: view.title, language: view.language, nativeLanguage: view.nativeLanguage },
        chapter: { id: chapter.id, title: chapter.title, chapterNumber: chapter.chapterNumber },
        scenario: { ...scenario, characters: tutorsOf(written) },
      },
      200,
    );
  })
  .openapi(progressRoute, async (c) => {
    const services = c.get("services");
    const { courseId, scenarioId } = c.req.valid("param");
    const userId = c.get("user").id;
    const place = { courseId, scenarioId };
    const { scenario } = findScenario(
      (await viewFor(services, userId, services.courseLibrary, place)).view,
      scenarioId,
    );
    if (scenario.isLocked) throw new ApiError(409, "SCENARIO_LOCKED", "Complete the previous scenario first.");
    const result = await recordProgress(
      services.database.db,
      userId,
      courseId,
      scenarioId,
      c.req.valid("json").progress,
    );
    return c.json(result, 200);
  });
