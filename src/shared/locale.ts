/** The languages of the interface (Settings > General > Interface language). Free of zod: the shell imports it. */
export const INTERFACE_LANGUAGES = ["en", "de", "fr"] as const;
export type Locale = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** A visitor's choice of interface language (the footer's switch), adopted by the account made on sign-up. */
export const LOCALE_COOKIE = "parley-locale";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(value);

/**
 * The interface language that best matches an `Accept-Language` header: the first of its languages, by weight,
 * whose primary subtag we have ('de-AT' picks German); English when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** Each language by its own name, as Settings and the footer offer it (accounts §2: 'English, Deutsch, Francais'). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Francais" };

/** A visitor's interface language: the footer's choice (a cookie), else the best match of the browser's languages. */
export function visitorLocale(headers: Pick<Headers, "get"> | undefined): Locale {
  const chosen = cookieValue(headers?.get("cookie"), LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(headers?.get("accept-language"));
}
