import { createRoute } from "@hono/zod-openapi";
import { settingsPatchSchema, settingsSchema } from "../../../shared/schemas/settings";
import { requireUser } from "../../auth/session";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { readSettings, updateSettings } from "./data";

const json = (schema: typeof settingsSchema) => ({ "application/json": { schema } });

const getRoute = createRoute({
  method: "get",
  path: "/settings",
  tags: ["settings"],
  summary: "The signed-in user's settings (created with the defaults on first read)",
  middleware: [requireUser] as const,
  responses: {
    200: { content: json(settingsSchema), description: "Settings" },
    401: errorResponse("Not signed in"),
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/settings",
  tags: ["settings"],
  summary: "Change some settings; every value is checked against its range",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: settingsPatchSchema } }, required: true } },
  responses: {
    200: { content: json(settingsSchema), description: "The settings after the change" },
    400: errorResponse("A value is out of range"),
    401: errorResponse("Not signed in"),
  },
});

export const settingsRoutes = createRouter()
  .openapi(getRoute, async (c) => {
    const { database } = c.get("services");
    return c.json(await readSettings(database.db, c.get("user").id), 200);
  })
  .openapi(patchRoute, async (c) => {
    const { database } = c.get("services");
    return c.json(await updateSettings(database.db, c.get("user").id, c.req.valid("json")), 200);
  });
