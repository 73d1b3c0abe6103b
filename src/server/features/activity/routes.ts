import { type StudySessionSaved, studySessionParamsSchema, studySessionSchema } from "../../../shared/schemas/study";
import { createRouter } from "../../http/router";
import { errorResponse, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { saveStudySession } from "./data";

const saveRoute = signedInRoute({
  method: "put",
  path: "/study-sessions/{id}",
  tags: ["progress"],
  summary:
    "Save a study session's focus seconds so far (its whole count: only what was not counted yet is added, so a repeated save counts once)",
  request: {
    params: studySessionParamsSchema,
    body: { content: { "application/json": { schema: studySessionSchema } }, required: true },
  },
  responses: {
    200: jsonResponse("StudySessionSaved"),
    400: errorResponse("Invalid seconds or surface"),
  },
});

export const activityRoutes = createRouter().openapi(saveRoute, async (c) => {
  const { db } = c.get("services").database;
  const saved = await saveStudySession(db, c.get("user").id, c.req.valid("param").id, c.req.valid("json"));
  return c.json(saved satisfies StudySessionSaved, 200);
});
