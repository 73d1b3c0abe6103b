import type { Context } from "hono";
import { type Locale, localeFromAcceptLanguage } from "../../shared/locale";

/**
 * The interface language a response's texts are for: the client's `Accept-Language` (the web app sends its page's
 * language, the server renderer the page's). The response then varies with that header.
 */
export function responseLocale(c: Context): Locale {
  c.header("Vary", "Accept-Language", { append: true });
  return localeFromAcceptLanguage(c.req.header("accept-language"));
}
