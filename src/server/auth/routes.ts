import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import {
  changePasswordRequestSchema,
  emailRequestSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
  signInSchema,
  signUpRequestSchema,
} from "../../shared/schemas/auth";
import type { AppEnv } from "../http/context";
import { errorBody, unavailableIfDatabaseDown, validationBody } from "../http/errors";
import { socketAddress } from "../http/loopback";
import { CLIENT_IP_HEADER } from "./auth";
import { AUTH_MESSAGES } from "./messages";

/** Endpoints whose bodies are checked with the shared schemas first, so the user sees the spec's messages. */
const bodySchemas: Record<string, z.ZodType> = {
  "/sign-up/email": signUpRequestSchema,
  "/sign-in/email": signInSchema,
  "/request-password-reset": forgotPasswordSchema,
  "/reset-password": resetPasswordRequestSchema,
  "/send-verification-email": emailRequestSchema,
  "/change-password": changePasswordRequestSchema,
};

/**
 * The client's address for rate limits. Behind `hops` trusted proxies it is the entry the outermost of them added to
 * X-Forwarded-For (entries further left are the client's own claims); without proxies the header is ignored, since
 * anyone can send it.
 */
function clientIp(c: Context<AppEnv>, hops: number): string {
  // In-process requests (tests) share one bucket: the limit still applies.
  const socket = socketAddress(c) ?? "unknown";
  if (hops === 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? socket;
}

/** better-auth's `{ code, message }` errors -> our `{ error: { code, message } }` with a readable message. */
async function rewriteError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const payload = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: string; message?: string } | undefined;
  const code = response.status === 429 ? "TOO_MANY_REQUESTS" : (payload?.code ?? "AUTH_ERROR");
  const message = AUTH_MESSAGES[code] ?? payload?.message ?? "Authentication failed. Please try again.";
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json");
  headers.delete("Content-Length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}

export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { auth, env, sessions } = c.get("services");
  const path = c.req.path.replace(/^\/api\/auth/, "");
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, env.TRUST_PROXY_HOPS));
  let body: string | undefined;
  if (c.req.method === "POST") {
    body = await c.req.text();
    const schema = bodySchemas[path];
    if (schema) {
      let json: unknown;
      try {
        json = JSON.parse(body || "{}");
      } catch {
        return c.json(errorBody("BAD_REQUEST", "The request body is not valid JSON."), 400);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return c.json(validationBody(parsed.error), 400);
      // Pass the trimmed values on, keeping fields the schema does not know (callbackURL, redirectTo, …).
      body = JSON.stringify({ ...(json as object), ...(parsed.data as object) });
    }
  }
  const request = new Request(c.req.url, { method: c.req.method, headers, body });
  const response = await auth.handler(request);
  // Anything but reading a session may end or change sessions (sign-out, password, revoked sessions, the user):
  // this process forgets every remembered answer at once rather than guess which ones changed.
  if (path !== "/get-session") sessions.clear();
  if (response.status >= 500) return (await unavailableIfDatabaseDown(c)) ?? rewriteError(response);
  return rewriteError(response);
});
