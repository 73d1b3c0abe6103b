import { pageOpenedSchema } from "../../../shared/schemas/usage";
import { createRouter } from "../../http/router";
import { errorResponse } from "../../http/schemas";
import { signedInRoute } from "../../http/signed-in-route";
import { recordUsage } from "./data";

const pageRoute = signedInRoute({
  method: "post",
  path: "/usage/page",
  tags: ["usage"],
  summary: "A page opened (its route pattern), for the usage statistics; nothing is kept with 'Analytics' off",
  request: { body: { content: { "application/json": { schema: pageOpenedSchema } }, required: true } },
  responses: {
    204: { description: "Noted (or not, with 'Analytics' off: the answer is the same)" },
    400: errorResponse("Not a route pattern"),
  },
});

export const usageRoutes = createRouter().openapi(pageRoute, async (c) => {
  const { database, env } = c.get("services");
  await recordUsage(database.db, env.authSecret, c.get("user").id, "page", c.req.valid("json").page);
  return c.body(null, 204);
});
