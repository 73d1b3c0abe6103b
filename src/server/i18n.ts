import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "../shared/locale";

/** A text of the server (a mail, an error message) in one language: `t("key", { name })`. */
export type ServerTranslate<Key extends string> = (key: Key, values?: Record<string, unknown>) => string;

/**
 * The server's texts in the learner's language (decision 0012): one Lingui instance per language over a catalogue of
 * ICU messages, compiled when first used (the server carries the parser; the browser gets compiled catalogues).
 */
export function translator<English extends Record<string, string>>(
  catalogues: Record<Locale, Record<string, string>> & { en: English },
): (locale: Locale) => ServerTranslate<Extract<keyof English, string>> {
  const instances = new Map<Locale, I18n>();
  return (locale) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      i18n = setupI18n({ locale, messages: { [locale]: catalogues[locale] } });
      i18n.setMessagesCompiler(compileMessage);
      instances.set(locale, i18n);
    }
    const instance = i18n;
    return (key, values) => instance._(key, values);
  };
}
