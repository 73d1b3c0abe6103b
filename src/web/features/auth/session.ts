import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { type NavigateFunction, type NavigateOptions, replace } from "react-router";
import type { SessionUser } from "../../../shared/schemas/auth";
import { api } from "../../lib/api";

interface SessionResponse {
  user: SessionUser;
}

/** The signed-in user, or null for a visitor. */
export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: async ({ signal }) => (await api<SessionResponse | null>("/api/auth/get-session", { signal }))?.user ?? null,
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** A same-site path to return to after signing in; anything else (other hosts, '//x') falls back to '/'. */
export function safeNextPath(next: string | null | undefined): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/auth") ? next : "/";
}

/**
 * For loaders of pages with personal data: a visitor is redirected to /auth (the redirect replaces the history
 * entry; on the server it is a 302 before any HTML), remembering where they were going.
 */
export async function requireSession(request: Request, queryClient: QueryClient): Promise<SessionUser> {
  const user = await queryClient.ensureQueryData(sessionQuery);
  if (!user) {
    const url = new URL(request.url);
    throw replace(`/auth?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/**
 * After signing out, deleting the account or resetting the password: the page becomes a visitor's /auth first, then
 * the learner's cached reads go. In that order because a read removed from under a page still on screen is fetched
 * again (and refused), and a read kept would show the next person at this device the learner's data (the progress on
 * the scenario list, say).
 */
export async function leaveAsVisitor(queryClient: QueryClient, navigate: NavigateFunction, options?: NavigateOptions) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  await navigate("/auth", options);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
}
