import { USER_CACHES } from "./cache-names";

/**
 * Empties the service worker's copies of pages and reads: they are one learner's, so they go when anyone signs in or
 * out on this browser (the queued offline reviews are kept by user, and only their own maker sends them).
 */
export async function forgetOfflineData(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(USER_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
