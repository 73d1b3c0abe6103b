import { WifiOff } from "lucide-react";
import { useLocation } from "react-router";
import { useT } from "./i18n";
import { useOnline } from "./use-online";

/** Pages that cannot work from a copy: signing in and the chat (every reply is the server's). */
const NEEDS_SERVER = /^\/auth(\/|$)|\/chat$/;

/** Shown under the top bar while the browser has no connection, saying what still works here. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  const needsServer = NEEDS_SERVER.test(useLocation().pathname);
  if (online) return null;
  return (
    <div className="px-4">
      <div
        role="status"
        className="mx-auto mb-4 flex max-w-6xl items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          <strong className="font-semibold">{t("offline.banner")}</strong>{" "}
          {needsServer ? t("offline.needsServer") : t("offline.bannerText")}
        </p>
      </div>
    </div>
  );
}
