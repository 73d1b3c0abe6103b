import { queryOptions } from "@tanstack/react-query";
import type { Settings } from "../../../shared/schemas/settings";
import { api } from "../../lib/api";

/** The learner's settings. On its own (no zod, no UI), so that the app's shell can read it without their weight. */
export const settingsQuery = queryOptions({
  queryKey: ["settings"],
  queryFn: ({ signal }) => api<Settings>("/api/settings", { signal }),
  retry: 1,
});
