import { queryOptions } from "@tanstack/react-query";
import type { Progress } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { syncTimeZone } from "../settings";

export const progressQuery = queryOptions({
  queryKey: ["progress"],
  queryFn: async ({ signal }) => {
    // Today is the learner's today: a travelling learner's zone is saved before the figures are read.
    await syncTimeZone(queryClient);
    return api<Progress>("/api/progress", { signal });
  },
  // Every visit shows the latest study.
  staleTime: 0,
});
