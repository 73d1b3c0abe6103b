import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { requireUser } from "../auth/session";
import { errorResponse } from "./schemas";

/**
 * A route for signed-in learners: the session check runs first (a visitor gets the 401 it documents), and the
 * handler's `c.get("user")` is the learner. Every route that needs a learner is made with it.
 */
export function signedInRoute<P extends string, R extends Omit<RouteConfig, "path" | "middleware"> & { path: P }>(
  route: R,
) {
  return createRoute({
    ...route,
    middleware: [requireUser] as const,
    responses: { ...route.responses, 401: errorResponse("Not signed in") },
  });
}
