import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** Spec constants (accounts §9): unused data kept 5 minutes; 3 retries with exponential backoff up to 30 s. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 5 * 60 * 1000,
      staleTime: 30 * 1000,
      // A 4xx is the answer, not a glitch: retrying it only delays the message.
      retry: (failureCount, error) =>
        failureCount < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
  },
});
