import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useId } from "react";
import { INTERFACE_LANGUAGES, isLocale, LOCALE_NAMES } from "../../shared/locale";
import type { Settings } from "../../shared/schemas/settings";
import { useSession } from "../features/auth/session";
import { settingsQuery } from "../features/settings/settings-query";
import { api } from "../lib/api";
import { i18nFor, useLocale } from "../lib/i18n";
import { useT } from "./i18n";

/**
 * The footer's choice of interface language. A visitor's is kept in a cookie (and adopted by the account made on
 * sign-up); a learner's is their setting, saved here as in Settings.
 */
export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  const { locale, switchLocale } = useLocale();
  const session = useSession();
  const queryClient = useQueryClient();
  const choose = async (value: string) => {
    if (!isLocale(value)) return;
    await switchLocale(value);
    if (!session.data) return;
    try {
      const saved = await api<Settings>("/api/settings", { method: "PATCH", body: { interfaceLanguage: value } });
      queryClient.setQueryData(settingsQuery.queryKey, saved);
    } catch (error) {
      // The page stays in the chosen language; the learner learns that their next visit will not be.
      const { toast } = await import("sonner"); // only on this rare path: the shell stays light
      // In the language just chosen (this render's `t` is still the old one's).
      toast.error(i18nFor(value)._("app.footer.languageNotSaved"), { description: (error as Error).message });
    }
  };
  return (
    <div className="flex items-center gap-1.5">
      <Languages className="size-4" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t("app.footer.language")}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className="rounded-md bg-transparent py-1 pr-1 text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
