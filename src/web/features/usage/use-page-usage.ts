import { useEffect, useRef } from "react";
import { matchRoutes, useLocation } from "react-router";

/**
 * 'Analytics': tells the server which page a signed-in learner opened, by its route pattern (never the URL, which
 * holds ids). `wanted` says whether to (signed in, and 'Analytics' not off as far as this page knows); the server
 * checks the setting again before it keeps anything.
 */
export function usePageUsage(routes: readonly { path: string }[], wanted: () => boolean) {
  const { pathname } = useLocation();
  const isWanted = useRef(wanted);
  isWanted.current = wanted;
  useEffect(() => {
    if (!isWanted.current()) return;
    const page = matchRoutes([...routes], pathname)?.at(-1)?.route.path;
    if (!page) return;
    void fetch("/api/usage/page", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ page }),
      keepalive: true,
    }).catch(() => {});
  }, [pathname, routes]);
}
