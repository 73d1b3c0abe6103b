import { useSyncExternalStore } from "react";
import { ApiError } from "../../lib/api";

const subscribe = (onChange: () => void) => {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
};

/** Whether the browser has a connection (true on the server and during hydration, so the HTML matches). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A failed request that never reached the server (the api client's code for it), or no connection at all. */
export const isOffline = (error: unknown): boolean =>
  !navigator.onLine || (error instanceof ApiError && error.code === "NETWORK");
