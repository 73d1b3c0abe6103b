import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../../shared/schemas/auth";
import type { AppEnv } from "../http/context";
import { errorBody } from "../http/errors";

async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  // No session cookie, no session: skip better-auth (visitors' requests stay cheap).
  if (!c.req.header("cookie")?.includes("session_token=")) return undefined;
  const { auth } = c.get("services");
  const current = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!current) return undefined;
  return {
    id: current.user.id,
    email: current.user.email,
    name: current.user.name,
    image: current.user.image ?? null,
    emailVerified: current.user.emailVerified,
  };
}

/** Lets a request through only with a valid session; sets `user` for the handlers. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (!user) return c.json(errorBody("UNAUTHORIZED", "Please sign in to continue."), 401);
  c.set("user", user);
  await next();
});

/** Sets `user` when there is a session; visitors pass through (pages that show more to signed-in learners). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c);
  if (user) c.set("user", user);
  await next();
});
