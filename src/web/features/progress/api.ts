import { isServer, queryOptions } from "@tanstack/react-query";
import type { Progress } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";
import { flushStudyTime } from "../../lib/study-time";
import { syncTimeZone } from "../settings";

/** How long figures rendered by the server count as the latest when the browser takes the page over. */
const FRESH_FROM_SERVER_MS = 5000;

export const progressQuery = queryOptions({
  queryKey: ["progress"],
  queryFn: async ({ signal, client }) => {
    // Today is the learner's today: a travelling learner's zone is saved before the figures are read (in the
    // browser: the server renders with the zone saved last), and the study time still counting is saved, so that the
    // figures include what was just done.
    if (!isServer) await Promise.all([syncTimeZone(client), flushStudyTime()]);
    return api<Progress>("/api/progress", { signal });
  },
  // Every visit shows the latest study; but figures the server has just read for this page are not read again.
  staleTime: 0,
  refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > FRESH_FROM_SERVER_MS,
});
