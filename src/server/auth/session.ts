import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";
import { errorBody } from "../http/errors";

/** Lets a request through only with a valid session; sets `user` for the handlers. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get("services");
  const current = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!current) return c.json(errorBody("UNAUTHORIZED", "Please sign in to continue."), 401);
  c.set("user", {
    id: current.user.id,
    email: current.user.email,
    name: current.user.name,
    image: current.user.image ?? null,
    emailVerified: current.user.emailVerified,
  });
  await next();
});
