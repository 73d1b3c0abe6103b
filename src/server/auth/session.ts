import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../../shared/schemas/auth";
import type { AppEnv, SignedInEnv } from "../http/context";
import { errorBody } from "../http/errors";
import { sessionCookieName } from "./auth";

/**
 * The signed-in user of a request (the session memo first, then better-auth), or undefined. Once found it is kept on
 * the request (`user`), so a second ask in the same request (a page's locale, then its shell) costs nothing.
 */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | undefined> {
  const known = c.get("user");
  if (known) return known;
  const started = performance.now();
  const { auth, sessions, env } = c.get("services");
  // No session cookie, no session: skip better-auth (visitors' requests stay cheap).
  const cookie = getCookie(c, sessionCookieName(env.appUrl));
  if (!cookie) return undefined;
  let user = sessions.get(cookie);
  if (!user) {
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!current) return undefined;
    user = {
      id: current.user.id,
      email: current.user.email,
      name: current.user.name,
      image: current.user.image ?? null,
      emailVerified: current.user.emailVerified,
    };
    sessions.remember(cookie, user, current.session.expiresAt);
  }
  // What the check cost, for the browser's network panel and the bench (no names or values, only the time).
  c.header("Server-Timing", `session;dur=${(performance.now() - started).toFixed(3)}`, { append: true });
  c.set("user", user);
  return user;
}

/**
 * Lets a request through only with a valid session; sets `user` for the handlers, whose context then types it as
 * present. Routes use it through `signedInRoute` (http/signed-in-route.ts).
 */
export const requireUser: MiddlewareHandler<SignedInEnv> = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await sessionUser(c))) return c.json(errorBody("UNAUTHORIZED", "Please sign in to continue."), 401);
  await next();
}) as MiddlewareHandler;

/** Sets `user` when there is a session; visitors pass through (pages that show more to signed-in learners). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  await sessionUser(c);
  await next();
});
