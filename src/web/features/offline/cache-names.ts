/**
 * The service worker's runtime caches, shared by the worker (src/web/sw.ts) and the app. Both hold one learner's
 * pages and reads, so the app empties them when anyone signs in or out (forget-offline-data.ts).
 */
export const PAGES_CACHE = "parley-pages";
export const DATA_CACHE = "parley-data";
export const USER_CACHES = [PAGES_CACHE, DATA_CACHE] as const;

/** The message the app sends a waiting worker when the learner chose 'Reload' (Workbox's own convention). */
export const SKIP_WAITING = "SKIP_WAITING";

/** API reads never kept for offline use: sessions, audio, statistics, live calls and the local mailbox. */
export const NOT_KEPT = /^\/api\/(auth|speech|usage|voice|health|dev)(\/|$)/;
