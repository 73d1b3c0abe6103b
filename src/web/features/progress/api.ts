import { isServer, queryOptions } from "@tanstack/react-query";
import type { Progress } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";
import { syncTimeZone } from "../settings";

export const progressQuery = queryOptions({
  queryKey: ["progress"],
  queryFn: async ({ signal, client }) => {
    // Today is the learner's today: a travelling learner's zone is saved before the figures are read (in the
    // browser: the server renders with the zone saved last).
    if (!isServer) await syncTimeZone(client);
    return api<Progress>("/api/progress", { signal });
  },
  // Every visit shows the latest study.
  staleTime: 0,
});
