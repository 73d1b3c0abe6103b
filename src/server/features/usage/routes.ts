import { createRoute } from "@hono/zod-openapi";
import { pageOpenedSchema } from "../../../shared/schemas/usage";
import { requireUser } from "../../auth/session";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { recordUsage } from "./record";

const pageRoute = createRoute({
  method: "post",
  path: "/usage/page",
  tags: ["usage"],
  summary: "A page opened (its route pattern), for the usage statistics; nothing is kept with 'Analytics' off",
  middleware: [requireUser] as const,
  request: { body: { content: { "application/json": { schema: pageOpenedSchema } }, required: true } },
  responses: {
    204: { description: "Noted (or not, with 'Analytics' off: the answer is the same)" },
    400: errorResponse("Not a route pattern"),
    401: errorResponse("Not signed in"),
  },
});

export const usageRoutes = createRouter().openapi(pageRoute, async (c) => {
  const { database, env } = c.get("services");
  await recordUsage(database.db, env.authSecret, c.get("user").id, "page", c.req.valid("json").page);
  return c.body(null, 204);
});
