import { useEffect, useRef } from "react";
import { useT } from "./i18n";

/**
 * Links the web app manifest and registers the service worker once the page has loaded (built app only: `npm run dev`
 * has neither). A new version waits until the learner chooses 'Reload' on the toast; then it takes over and the page
 * reloads once, so no page runs half old, half new code.
 */
export function useServiceWorker(): void {
  const translate = useT();
  // The toast reads the texts of the language shown when it appears; registering happens once.
  const t = useRef(translate);
  t.current = translate;
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let cancelled = false;
    const register = async () => {
      linkManifest();
      if (!("serviceWorker" in navigator)) return;
      const { Workbox } = await import("workbox-window");
      if (cancelled) return;
      const worker = new Workbox("/sw.js");
      worker.addEventListener("waiting", async () => {
        const { toast } = await import("sonner"); // toasts are not part of the shell's first code
        toast(t.current("offline.update"), {
          id: "new-version",
          duration: Number.POSITIVE_INFINITY,
          action: {
            label: t.current("offline.reload"),
            onClick: () => {
              worker.addEventListener("controlling", () => window.location.reload());
              worker.messageSkipWaiting();
            },
          },
        });
      });
      await worker.register().catch((error: unknown) => console.warn("service worker not registered", error));
      // A tab left open for days still hears of a new version: checked whenever the page is shown again.
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") void worker.update().catch(() => undefined);
      });
    };
    if (document.readyState === "complete") void register();
    else window.addEventListener("load", () => void register(), { once: true });
    return () => {
      cancelled = true;
    };
  }, []);
}

/**
 * The web app manifest's link, added after the page's load: with it in the HTML, the browser's installability work
 * (fetching and parsing the manifest, decoding an icon) ran during the page's start (Lighthouse mobile: the chat's
 * TBT 275 ms with it, 85 ms without).
 */
function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/manifest.webmanifest";
  document.head.appendChild(link);
}
