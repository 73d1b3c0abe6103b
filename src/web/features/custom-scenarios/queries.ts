import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { toast } from "../../lib/lazy-toast";
import { customScenariosApi } from "./api";
import { useT } from "./i18n";

const listKey = ["custom-scenarios"] as const;

/** The page's (and the hub's) one read, the same for the server's first render and the browser. */
export const customScenarioQueries = {
  list: queryOptions({ queryKey: listKey, queryFn: ({ signal }) => customScenariosApi.list(signal), retry: 1 }),
};

/** The learner's scenarios and what the form can offer; a failed load says so once. */
export function useCustomScenarios() {
  const query = useQuery(customScenarioQueries.list);
  const t = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, whose time errorUpdatedAt is
  useEffect(() => {
    if (!query.error) return;
    console.error("custom scenarios failed to load", query.error);
    toast.error(t("custom-scenarios.toast.loadFailed"), { description: query.error.message });
  }, [query.errorUpdatedAt]);
  return query;
}

/** After a change: the list is read again. */
export function useReloadScenarios() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: listKey });
}
