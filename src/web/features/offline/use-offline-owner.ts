import { useEffect } from "react";
import { forgetOfflineData } from "./forget-offline-data";

const OWNER_KEY = "parley-offline-owner";

/**
 * Keeps the offline copies to one learner: when the signed-in user differs from the one whose copies these are
 * (any way of signing in or out, on any tab), they are emptied first.
 */
export function useOfflineOwner(userId: string | undefined): void {
  useEffect(() => {
    const owner = userId ?? "";
    let previous: string | null = null;
    try {
      previous = localStorage.getItem(OWNER_KEY);
      localStorage.setItem(OWNER_KEY, owner);
    } catch {
      // Storage blocked: the copies are emptied every time instead.
    }
    if (previous !== owner) void forgetOfflineData();
  }, [userId]);
}
