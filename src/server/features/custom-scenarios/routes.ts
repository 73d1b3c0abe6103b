import { z } from "@hono/zod-openapi";
import type { LanguageCode } from "../../../shared/schemas/course";
import {
  type CustomScenarioFields,
  customScenarioInputSchema,
  CUSTOM_SCENARIO_MESSAGES as M,
  scenarioDraftRequestSchema,
  scenarioFileSchema,
} from "../../../shared/schemas/custom-scenario";
import { idParamsSchema } from "../../../shared/schemas/id-params";
import type { SignedInContext } from "../../http/context";
import { ApiError, validationBody } from "../../http/errors";
import { createRouter } from "../../http/router";
import { errorResponse, jsonBody, jsonResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { countTutorCall, orFail } from "../chat";
import {
  createCustomScenario,
  deleteCustomScenario,
  findCustomScenario,
  listCustomScenarios,
  ScenarioLimitError,
  updateCustomScenario,
} from "./data";
import { fromScenarioFile, toScenarioFile } from "./file";
import { refuse, type ScenarioRules, scenarioLanguages, settleScenario } from "./rules";

const params = idParamsSchema(M.notFound);
const notFound = () => new ApiError(404, "NOT_FOUND", M.notFound);

const rulesOf = (c: SignedInContext): ScenarioRules => {
  const { tutor, characterIds, situations } = c.get("services");
  return { llm: tutor.kind === "llm", avatars: characterIds, situations };
};

/** Adds a scenario; at the limit a 409 that says what to do. */
async function create(c: SignedInContext, form: CustomScenarioFields) {
  const fields = settleScenario(form, rulesOf(c));
  try {
    return c.json(await createCustomScenario(c.get("services").database.db, c.get("user").id, fields), 201);
  } catch (error) {
    if (error instanceof ScenarioLimitError) throw new ApiError(409, "LIMIT_REACHED", M.limitReached);
    throw error;
  }
}

const listRoute = signedInRoute({
  method: "get",
  path: "/custom-scenarios",
  tags: ["custom-scenarios"],
  summary: "The learner's own scenarios (last changed first), and what the form can offer on this server",
  responses: { 200: jsonResponse("CustomScenarios") },
});
const createRoute = signedInRoute({
  method: "post",
  path: "/custom-scenarios",
  tags: ["custom-scenarios"],
  summary: "Create a scenario (at most 100 per learner)",
  request: jsonBody(customScenarioInputSchema),
  responses: {
    201: jsonResponse("The scenario"),
    400: errorResponse("Invalid scenario"),
    409: errorResponse("At the limit of 100 scenarios"),
  },
});
const readRoute = signedInRoute({
  method: "get",
  path: "/custom-scenarios/{id}",
  tags: ["custom-scenarios"],
  summary: "One of the learner's scenarios",
  request: { params },
  responses: { 200: jsonResponse("The scenario"), 400: errorResponse("Not an id"), 404: errorResponse("Not found") },
});
const updateRoute = signedInRoute({
  method: "put",
  path: "/custom-scenarios/{id}",
  tags: ["custom-scenarios"],
  summary: "Change a scenario (the whole form)",
  request: { params, ...jsonBody(customScenarioInputSchema) },
  responses: {
    200: jsonResponse("The scenario"),
    400: errorResponse("Invalid scenario"),
    404: errorResponse("Not found"),
  },
});
const deleteRoute = signedInRoute({
  method: "delete",
  path: "/custom-scenarios/{id}",
  tags: ["custom-scenarios"],
  summary: "Delete a scenario",
  request: { params },
  responses: { 204: { description: "Deleted" }, 400: errorResponse("Not an id"), 404: errorResponse("Not found") },
});
const exportRoute = signedInRoute({
  method: "get",
  path: "/custom-scenarios/{id}/file",
  tags: ["custom-scenarios"],
  summary: "The scenario as a shared file (a course content scenario with the custom fields), to download",
  request: { params },
  responses: { 200: jsonResponse("ScenarioFile"), 400: errorResponse("Not an id"), 404: errorResponse("Not found") },
});
const importRoute = signedInRoute({
  method: "post",
  path: "/custom-scenarios/import",
  tags: ["custom-scenarios"],
  summary: "Add a scenario from a shared file; a bad file changes nothing",
  // The file is checked in the handler, so that any refusal says the file is not a scenario, in its own words.
  request: jsonBody(z.unknown()),
  responses: {
    201: jsonResponse("The scenario"),
    400: errorResponse("Not a scenario file"),
    409: errorResponse("At the limit of 100 scenarios"),
  },
});

const draftRoute = signedInRoute({
  method: "post",
  path: "/custom-scenarios/draft",
  tags: ["custom-scenarios"],
  summary:
    "'Draft it for me': the whole form proposed from the learner's one sentence (by the LLM, or offline from the closest situation)",
  request: jsonBody(scenarioDraftRequestSchema),
  responses: {
    200: jsonResponse("ScenarioDraft"),
    400: errorResponse("Invalid sentence"),
    429: errorResponse("Too many tutor calls"),
    502: errorResponse("The tutor failed"),
  },
});

export const customScenarioRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const rules = rulesOf(c);
    const { database, courseLibrary } = c.get("services");
    const scenarios = await listCustomScenarios(database.db, c.get("user").id);
    const languages = [...scenarioLanguages(rules)];
    // What the form offers: the situations the offline tutor plays, per language, and our tutors' faces.
    const situations = Object.fromEntries(
      languages.map((language) => [
        language,
        rules.situations
          .templates(language as LanguageCode)
          .map(({ id, title, description }) => ({ id, title, description })),
      ]),
    );
    return c.json({ scenarios, languages, llm: rules.llm, situations, faces: courseLibrary.faces() }, 200);
  })
  .openapi(createRoute, async (c) => create(c, c.req.valid("json")))
  .openapi(importRoute, async (c) => {
    const file = scenarioFileSchema.safeParse(c.req.valid("json"));
    if (!file.success) {
      const { error } = validationBody(file.error);
      throw new ApiError(400, "INVALID_FILE", `${M.fileInvalid}: ${error.message}`);
    }
    const form = customScenarioInputSchema.safeParse(fromScenarioFile(file.data, c.get("services").situations));
    if (!form.success) return c.json(validationBody(form.error), 400);
    return create(c, form.data);
  })
  .openapi(draftRoute, async (c) => {
    const request = c.req.valid("json");
    const { tutor, database, env, situations, logger } = c.get("services");
    const rules = rulesOf(c);
    if (!scenarioLanguages(rules).includes(request.language)) throw refuse("language", M.languageOffline);
    if (rules.llm) await countTutorCall(database.db, c.get("user").id, env.TUTOR_CALLS_PER_MINUTE);
    const language = request.language as LanguageCode;
    const choices = situations.templates(language).map(({ id, title, description }) => ({ id, title, description }));
    const draft = await orFail(
      tutor.draftScenario({ ...request, situations: choices }),
      logger,
      "DRAFT_FAILED",
      M.draftFailed,
    );
    return c.json(draft, 200);
  })
  .openapi(readRoute, async (c) => {
    const scenario = await findCustomScenario(c.get("services").database.db, c.get("user").id, c.req.valid("param").id);
    if (!scenario) throw notFound();
    return c.json(scenario, 200);
  })
  .openapi(updateRoute, async (c) => {
    const fields = settleScenario(c.req.valid("json"), rulesOf(c));
    const { db } = c.get("services").database;
    const scenario = await updateCustomScenario(db, c.get("user").id, c.req.valid("param").id, fields);
    if (!scenario) throw notFound();
    return c.json(scenario, 200);
  })
  .openapi(deleteRoute, async (c) => {
    if (!(await deleteCustomScenario(c.get("services").database.db, c.get("user").id, c.req.valid("param").id))) {
      throw notFound();
    }
    return c.body(null, 204);
  })
  .openapi(exportRoute, async (c) => {
    const scenario = await findCustomScenario(c.get("services").database.db, c.get("user").id, c.req.valid("param").id);
    if (!scenario) throw notFound();
    const file = toScenarioFile(scenario, c.get("services").situations);
    c.header("Content-Disposition", `attachment; filename="${file.scenario.id}.parley-scenario.json"`);
    return c.json(file, 200);
  });
