/**
 * The service worker (decision 0017). Precaches the built files (the list Workbox writes into __WB_MANIFEST at build
 * time); keeps the last copy of each page and API read a learner opened (network first, the copy only when the
 * network fails); answers a page never opened offline with a short explanation. Updates wait until the learner
 * chooses 'Reload' in the app, so a page never runs half old, half new code.
 */

import { ExpirationPlugin } from "workbox-expiration";
import type { PrecacheEntry } from "workbox-precaching";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { DATA_CACHE, NOT_KEPT, PAGES_CACHE, SKIP_WAITING } from "./features/offline/cache-names";
import de from "./features/offline/messages/de.json";
import en from "./features/offline/messages/en.json";
import fr from "./features/offline/messages/fr.json";

/** The parts of the worker's global scope used here (the project's types are the page's, not a worker's). */
interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  navigator: { languages: readonly string[] };
  clients: { claim(): Promise<void>; matchAll(options: { type: "window" }): Promise<{ url: string }[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "activate", listener: (event: WaitUntil) => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Only whole answers are kept: not errors, not redirects (a signed-out visit to a learner page), not a 404. */
const wholeAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !response.redirected ? response : null,
};
// The server varies pages on Cookie and Accept-Language; the caches hold one learner's copies (emptied at sign-in and
// sign-out by the app), so those headers need not match.
const matchOptions = { ignoreVary: true };

const isPage = (url: URL) => !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/dev/");
registerRoute(
  ({ request, url }) => request.mode === "navigate" && isPage(url),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [wholeAnswers, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
    matchOptions,
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/api/") && !NOT_KEPT.test(url.pathname),
  // Each search and page of a list is a read of its own: the oldest go first.
  new NetworkFirst({
    cacheName: DATA_CACHE,
    plugins: [wholeAnswers, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    matchOptions,
  }),
  "GET",
);

// A page with neither network nor a copy: say why, in the browser's language, instead of the browser's error page.
setCatchHandler(async ({ request }) => (request.mode === "navigate" ? offlinePage() : Response.error()));

function offlinePage(): Response {
  const texts = { de, fr, en };
  const language = (self.navigator.languages.map((l) => l.slice(0, 2)).find((l) => l in texts) ?? "en") as
    | "de"
    | "fr"
    | "en";
  const t = texts[language];
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${t["offline.pageTitle"]}</title><link rel="icon" href="/favicon.svg"><style>body{font:16px/1.5 system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#fafcff;color:#1c1d2b}main{max-width:28rem;padding:1.5rem;text-align:center}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#4f46e5;color:#fff;text-decoration:none}@media (prefers-color-scheme:dark){body{background:#0c0f18;color:#eceef6}}</style></head><body><main><img src="/favicon.svg" alt="" width="48" height="48"><h1>${t["offline.pageTitle"]}</h1><p>${t["offline.pageText"]}</p><a href="">${t["offline.pageRetry"]}</a></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

// The first install takes over the open pages at once and keeps a copy of each, so the app already opened works
// offline without a second visit. Later versions wait for the learner (SKIP_WAITING below).
self.addEventListener("activate", (event) => {
  event.waitUntil(
    self.clients.claim().then(async () => {
      const cache = await caches.open(PAGES_CACHE);
      const open = await self.clients.matchAll({ type: "window" });
      await Promise.all(
        open.map(async ({ url }) => {
          if (!isPage(new URL(url)) || (await cache.match(url, matchOptions))) return;
          const response = await fetch(url, { credentials: "same-origin" }).catch(() => undefined);
          if (response && (await wholeAnswers.cacheWillUpdate({ response }))) await cache.put(url, response);
        }),
      );
    }),
  );
});

self.addEventListener("message", (event) => {
  if (event.data && (event.data as { type?: string }).type === SKIP_WAITING) void self.skipWaiting();
});
