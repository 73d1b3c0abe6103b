import { settingsPatchSchema, settingsSchema } from "../../../shared/schemas/settings";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { readSettings, updateSettings } from "./data";

const json = (schema: typeof settingsSchema) => ({ "application/json": { schema } });

const getRoute = signedInRoute({
  method: "get",
  path: "/settings",
  tags: ["settings"],
  summary: "The signed-in user's settings (created with the defaults on first read)",
  responses: {
    200: { content: json(settingsSchema), description: "Settings" },
  },
});

const patchRoute = signedInRoute({
  method: "patch",
  path: "/settings",
  tags: ["settings"],
  summary: "Change some settings; every value is checked against its range",
  request: { body: { content: { "application/json": { schema: settingsPatchSchema } }, required: true } },
  responses: {
    200: { content: json(settingsSchema), description: "The settings after the change" },
    400: errorResponse("A value is out of range"),
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
