import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { validationBody } from "./errors";

/** A feature's router: zod-validated routes that also describe themselves in the OpenAPI document. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationBody(result.error), 400);
    },
  });
}
