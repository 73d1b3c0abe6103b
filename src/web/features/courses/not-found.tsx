import type { EnsureQueryDataOptions, QueryKey } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Loads a query for a route; a 404 becomes `false` (the page shows its own 'not found'), other errors propagate. */
export async function loadOrNotFound<T, K extends QueryKey>(
  query: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<boolean> {
  try {
    await queryClient.ensureQueryData(query);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** The spec's 'Course not found' / 'Scenario not found' page, with a way back. */
export function NotFoundMessage({ title, to, action }: { title: string; to: string; action: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{`${title} · Parley`}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
