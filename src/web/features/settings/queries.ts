import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Settings, SettingsPatch } from "../../../shared/schemas/settings";
import { DEFAULT_SETTINGS } from "../../../shared/schemas/settings-values";
import { api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { useT } from "./i18n";
import { settingsQuery } from "./settings-query";

export { settingsQuery };

/**
 * The user's settings (created with defaults on the server on first read). If loading fails the page works on
 * the defaults and says so (accounts §8: 'Error loading settings' / 'Using default settings').
 */
export function useSettings(): { settings: Settings; isLoading: boolean } {
  const query = useQuery(settingsQuery);
  const warned = useRef(false);
  const t = useT();
  useEffect(() => {
    if (query.isError && !warned.current) {
      warned.current = true;
      toast.error(t("settings.toast.loadFailed"), { description: t("settings.toast.loadFailedText") });
    }
  }, [query.isError, t]);
  return { settings: query.data ?? DEFAULT_SETTINGS, isLoading: query.isPending };
}

/**
 * The learner's saved time zone, for dates shown on a page: the server renders with it, so the browser must too
 * (its own zone is saved by useTimeZoneSync and applies from then on).
 */
export function useLearnerTimeZone(): string {
  return useSettings().settings.timeZone;
}

/** Applies a change at once and rolls it back if saving fails (accounts §4 settings lifecycle). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  // The toasts speak the page's language at the time they show: saving a new interface language ends in it.
  const current = useT();
  const latest = useRef(current);
  useEffect(() => {
    latest.current = current;
  }, [current]);
  const t: typeof current = (key, values) => latest.current(key, values);
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api<Settings>("/api/settings", { method: "PATCH", body: patch }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = queryClient.getQueryData<Settings>(settingsQuery.queryKey);
      queryClient.setQueryData<Settings>(settingsQuery.queryKey, { ...(previous ?? DEFAULT_SETTINGS), ...patch });
      return { previous };
    },
    onError: (error, _patch, context) => {
      console.error("saving settings failed", error);
      queryClient.setQueryData(settingsQuery.queryKey, context?.previous);
      toast.error(t("settings.toast.saveFailed"), { description: t("settings.toast.saveFailedText") });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      toast.success(t("settings.toast.saved"), {
        description: t("settings.toast.savedText"),
        id: "settings-saved",
      });
    },
  });
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves the browser's time zone when it differs from the saved one, so that study days, streaks and daily goals
 * end at the learner's midnight. A failure is only logged: the learner can do nothing about it.
 */
export async function syncTimeZone(queryClient: QueryClient): Promise<void> {
  try {
    const browser = browserTimeZone();
    const saved = (await queryClient.ensureQueryData(settingsQuery)).timeZone;
    if (!browser || saved === browser) return;
    const settings = await api<Settings>("/api/settings", { method: "PATCH", body: { timeZone: browser } });
    queryClient.setQueryData(settingsQuery.queryKey, settings);
  } catch (error) {
    console.warn("saving the time zone failed", error);
  }
}

/** Runs syncTimeZone once for a signed-in page. */
export function useTimeZoneSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void syncTimeZone(queryClient);
  }, [queryClient]);
}
