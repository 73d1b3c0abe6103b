import { queryOptions } from "@tanstack/react-query";
import type { Progress } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";

/** The browser's time zone: the learner's days follow them when they travel. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const progressQuery = queryOptions({
  queryKey: ["progress"],
  queryFn: ({ signal }) => {
    const timeZone = browserTimeZone();
    return api<Progress>(`/api/progress${timeZone ? `?${new URLSearchParams({ timeZone })}` : ""}`, { signal });
  },
  // Every visit shows the latest study.
  staleTime: 0,
});
