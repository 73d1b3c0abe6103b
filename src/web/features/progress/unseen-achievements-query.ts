import { queryOptions } from "@tanstack/react-query";
import type { UnseenAchievements } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";

/**
 * Achievements earned since the learner last saw their toast. On its own (no texts, no UI), so that the shell can
 * read it with the page on the server: the toast then needs no request of its own.
 */
export const unseenAchievementsQuery = queryOptions({
  queryKey: ["achievements", "unseen"],
  queryFn: ({ signal }) => api<UnseenAchievements>("/api/progress/achievements/unseen", { signal }),
  retry: false,
});
