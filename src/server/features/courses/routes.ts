import { createRoute } from "@hono/zod-openapi";
import { courseListSchema } from "../../../shared/schemas/course";
import { createRouter } from "../../http/router";
import type { Catalogue } from "./catalogue";

const listRoute = createRoute({
  method: "get",
  path: "/courses",
  tags: ["courses"],
  summary: "The courses shown in the language chooser",
  responses: {
    200: { content: { "application/json": { schema: courseListSchema } }, description: "Visible courses" },
  },
});

export function courseRoutes(catalogue: Catalogue) {
  return createRouter().openapi(listRoute, (c) => c.json(catalogue.summaries(), 200));
}
