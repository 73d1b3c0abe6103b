import { useQueryClient } from "@tanstack/react-query";
import type { Settings } from "../../shared/schemas/settings";
import { useSession } from "../features/auth/session";
import { OfflineBanner, useOfflineOwner, useServiceWorker } from "../features/offline";
import { useAvatarSync } from "../features/profile/avatar-events";
import { settingsQuery } from "../features/settings/settings-query";
import { usePageUsage } from "../features/usage";
import { PAGES } from "./pages";

/**
 * The shell's work in the background: the service worker, whose offline copies these are, the avatar kept in step
 * across tabs, 'Analytics' page views. None of it paints the first screen, so the layout loads it after hydration as a
 * chunk of its own, out of every page's first code.
 */
export default function ShellEffects() {
  useAvatarSync();
  useServiceWorker();
  const user = useSession().data;
  useOfflineOwner(user?.id);
  const queryClient = useQueryClient();
  usePageUsage(
    PAGES,
    () => Boolean(user) && queryClient.getQueryData<Settings>(settingsQuery.queryKey)?.analytics !== false,
  );
  return null;
}

/** The offline banner, loaded with the effects (a page never starts offline: the worker's copies start online). */
export { OfflineBanner };
