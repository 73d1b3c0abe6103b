import type { EnsureQueryDataOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { data, Link } from "react-router";
import { PageTitle } from "../../components/page/page-title";
import { Button } from "../../components/ui/button";
import { namesNothing } from "../../lib/api";

/**
 * Loads a query for a route. A 404 (or a 400 for an id that cannot be one) becomes `found: false` with the status 404 (the page shows its own 'not found',
 * and the server answers 404); other errors propagate to the page's error screen.
 */
export async function loadOrNotFound<T, K extends QueryKey, R extends object>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<T, Error, T, K>,
  result: R,
) {
  try {
    await queryClient.ensureQueryData(query);
    return { ...result, found: true };
  } catch (error) {
    if (namesNothing(error)) return data({ ...result, found: false }, { status: 404 });
    throw error;
  }
}

/** The spec's 'Course not found' / 'Scenario not found' page, with a way back. */
export function NotFoundMessage({ title, to, action }: { title: string; to: string; action: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={`${title}`} />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}
