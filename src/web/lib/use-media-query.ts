import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, following changes. The server (and hydration) answer `serverValue`, so the
 * first render matches the HTML; CSS must make that HTML right at every width until the browser's answer comes.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
