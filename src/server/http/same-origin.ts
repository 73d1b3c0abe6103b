import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

export const CROSS_SITE_REFUSED =
  "Parley refused this request because it came from another site. Open Parley at its own address and try again.";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request that changes something comes from the app's own pages: its `Origin` is the app's (APP_URL), or,
 * from a browser that sends none, `Sec-Fetch-Site` says same-origin (or none: typed by the user). A request with
 * neither header is no browser's, so no other site's page can have sent it with the learner's cookie.
 */
export function fromOwnPages(headers: { origin?: string; secFetchSite?: string }, appOrigin: string): boolean {
  if (headers.origin !== undefined) return headers.origin === appOrigin;
  const site = headers.secFetchSite;
  return site === undefined || site === "same-origin" || site === "none";
}

/**
 * Refuses state-changing API requests from other sites with a 403, as better-auth does for its own routes: SameSite
 * cookies alone let another app on the same host (another port is the same site) post for the learner. `exempt`:
 * routes whose only credential is in the request itself (the signed one-click unsubscribe link that mail providers
 * post, RFC 8058).
 */
export function refuseCrossSite(appUrl: string, exempt: (path: string) => boolean): MiddlewareHandler {
  const appOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    if (READS.has(c.req.method) || exempt(c.req.path)) return next();
    const headers = { origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") };
    if (fromOwnPages(headers, appOrigin)) return next();
    return c.json(errorBody("CROSS_SITE_REQUEST", CROSS_SITE_REFUSED), 403);
  };
}
