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
    // undefined: storage is blocked, so whose copies these are is unknown and they are emptied every time.
    let previous: string | null | undefined;
    try {
      previous = localStorage.getItem(OWNER_KEY);
      localStorage.setItem(OWNER_KEY, owner);
    } catch {
      previous = undefined;
    }
    // The first visit on this browser (null) has nothing of anyone's to forget, and the worker may be keeping its
    // first copy of this very page.
    if (previous !== null && previous !== owner) void forgetOfflineData();
  }, [userId]);
}
