import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { MiddlewareHandler } from "hono";
import { type Locale, localeFromAcceptLanguage } from "../../shared/locale";
import { type CompiledMessage, messageMatcher, translateMessage } from "../../shared/message-matcher";
import sharedDe from "../../shared/messages/de.json" with { type: "json" };
import sharedEn from "../../shared/messages/en.json" with { type: "json" };
import sharedFr from "../../shared/messages/fr.json" with { type: "json" };
import { translator } from "../i18n";
import type { ErrorBody } from "./errors";
import apiDe from "./messages/de.json" with { type: "json" };
import apiEn from "./messages/en.json" with { type: "json" };
import apiFr from "./messages/fr.json" with { type: "json" };

/** The API's own messages and the shared schemas' validation messages, by language. */
const catalogues: Record<Locale, Record<string, string>> = {
  en: { ...sharedEn, ...apiEn },
  de: { ...sharedDe, ...apiDe },
  fr: { ...sharedFr, ...apiFr },
};
const textsIn = translator(catalogues);
const match = messageMatcher(
  Object.fromEntries(
    Object.entries(catalogues.en).map(([key, message]) => [key, compileMessage(message) as CompiledMessage]),
  ),
);

/** An English message of the API in another language (unknown texts stay English). */
export function translateApiMessage(text: string, locale: Locale): string {
  if (locale === "en") return text;
  const t = textsIn(locale);
  return translateMessage(text, match, (key, values) => t(key as never, values));
}

/**
 * Error messages in the language the client asks for (`Accept-Language`; the web app sends its page's language):
 * every route writes them in English, the specification's exact strings, and they are translated here, on the way
 * out, for every error body `{ error: { message, fields } }` (decision 0012).
 */
export function translateErrors(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !c.res.headers.get("content-type")?.includes("application/json")) return;
    const locale = localeFromAcceptLanguage(c.req.header("accept-language"));
    if (locale === "en") return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as ErrorBody | undefined;
    if (typeof body?.error?.message !== "string") return;
    const { error } = body;
    error.message = translateApiMessage(error.message, locale);
    if (error.fields)
      error.fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, message]) => [field, translateApiMessage(message, locale)]),
      );
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    headers.set("content-language", locale);
    c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
  };
}
