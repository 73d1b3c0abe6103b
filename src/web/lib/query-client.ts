import { type FetchInfiniteQueryOptions, type FetchQueryOptions, isServer, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * A query cache: one for the browser's whole visit, one per request on the server (never shared between learners).
 * Spec constants (accounts §9): unused data kept 5 minutes; 3 retries with exponential backoff up to 30 s.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        // A 4xx is the answer, not a glitch: retrying it only delays the message. The server renders once.
        retry: (failureCount, error) =>
          !isServer && failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
    },
  });
}

// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data type
type AnyQuery = FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;

/**
 * A page's first data. On the server the render waits for it, so the HTML holds what the page shows (a failed read
 * leaves the query in error, which the page shows as in the browser). In the browser a navigation does not wait: the
 * page shows its loading state and fills in.
 */
export async function preloadQueries(queryClient: QueryClient, queries: AnyQuery[]): Promise<void> {
  const loads = queries.map((query) =>
    "initialPageParam" in query
      ? queryClient.prefetchInfiniteQuery(query as FetchInfiniteQueryOptions)
      : queryClient.prefetchQuery(query as FetchQueryOptions),
  );
  if (isServer) await Promise.all(loads);
}
