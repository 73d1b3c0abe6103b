import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { I18nProvider, Trans, useLingui } from "@lingui/react";
import {
  type ComponentType,
  createContext,
  lazy,
  type ReactElement,
  type ReactNode,
  use,
  useCallback,
  useMemo,
  useState,
} from "react";
import { DEFAULT_LOCALE, INTERFACE_LANGUAGES, isLocale, LOCALE_COOKIE, type Locale } from "../../shared/locale";

/**
 * The interface's texts (decision 0012). Each feature keeps its catalogues beside its code, `messages/<locale>.json`
 * (ICU messages, compiled by the build), and registers them in its `i18n.ts` when its code is loaded; the browser
 * fetches only the page's language. Code is shown only once its texts are here: the router's lazy pages, the lazy
 * components (`lazyWithTexts`) and hydration wait for `textsReady()`. The server holds every language and renders each
 * page in the one of its request.
 */

type Loader = () => Promise<unknown>;
type Values = Record<string, unknown>;
type Catalogue = Map<Locale, Loader>;

const catalogues: Catalogue[] = [];
/** Catalogues still loading. */
const pending = new Set<Promise<unknown>>();
/** One Lingui instance per language: a server renders several languages at once. */
const instances = new Map<Locale, I18n>();
/** The languages whose catalogues the browser has fetched (every one registered so far). */
const loaded = new Set<Locale>();

export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * A number in the page's language through Lingui's formatter, which keeps one `Intl.NumberFormat` per language and
 * options: making one costs far more than formatting with it (the scenario list made one per card).
 */
export const formatNumber = (locale: Locale, value: number, options?: Intl.NumberFormatOptions) =>
  i18nFor(locale).number(value, options);

/** The locale for `Intl` dates: English ones are written day first, as British English and the spec do. */
export const dateLocale = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

/** The language the server rendered the page in. */
export function documentLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

async function loadInto(catalogue: Catalogue, locale: Locale) {
  const load = catalogue.get(locale);
  if (!load) throw new Error(`A catalogue has no ${locale} messages`);
  i18nFor(locale).load(locale, (await load()) as Messages);
}

/**
 * Registers a feature's catalogues (`import.meta.glob("./messages/*.json", { import: "default" })`) and loads the
 * languages in use: on the server all, in the browser the page's.
 */
export function catalogue(files: Record<string, Loader>): void {
  const byLocale: Catalogue = new Map(
    Object.entries(files).flatMap(([path, load]) => {
      const locale = /([a-z]{2})\.json$/.exec(path)?.[1];
      return isLocale(locale) ? [[locale, load] as const] : [];
    }),
  );
  catalogues.push(byLocale);
  // The server (and tests that render on Node) hold every language.
  const onServer = import.meta.env.SSR || typeof document === "undefined";
  if (!onServer && loaded.size === 0) loaded.add(documentLocale());
  const locales = onServer ? INTERFACE_LANGUAGES : [...loaded];
  const loading = Promise.all(locales.map((locale) => loadInto(byLocale, locale)));
  pending.add(loading);
  void loading.finally(() => pending.delete(loading));
}

/**
 * Resolves once every catalogue registered so far has loaded. Not a top-level await in each `i18n.ts`: a module
 * with one makes the bundler keep the app's shared code out of the entry chunk, in many small chunks (about 3 KB
 * more gzip on the home page).
 */
export async function textsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/** React's `lazy` for a component with texts: it renders once its code and its texts are here. */
// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React's own lazy() takes them
export function lazyWithTexts<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const module = await load();
    await textsReady();
    return module;
  });
}

/** Turns a key of a feature's English catalogue into the page's language: `t("key", { count })`. */
export type Translate<Key extends string> = (key: Key, values?: Values) => string;
/** A text with elements in it: `<T k="key" components={{ 0: <Link to="/" /> }} />` for "Go <0>home</0>". */
export type TextProps<Key extends string> = { k: Key; values?: Values; components?: Record<string, ReactElement> };

/** A feature exports it as its own `useT`, typed with its keys (see app/i18n.ts). */
export function useTranslate(): Translate<string> {
  const { i18n } = useLingui();
  return useCallback((key: string, values?: Values) => i18n._(key, values), [i18n]);
}

/** A feature exports it as its own `T`, typed with its keys. */
export function Text(props: TextProps<string>) {
  return <Trans id={props.k} values={props.values} components={props.components} />;
}

/** Fetches a language's texts for every feature loaded so far (the browser, before switching to it). */
async function loadLocale(locale: Locale) {
  if (loaded.has(locale)) return;
  await Promise.all(catalogues.map((catalogue) => loadInto(catalogue, locale)));
  loaded.add(locale);
}

const LocaleContext = createContext<{ locale: Locale; switchLocale: (locale: Locale) => Promise<void> }>({
  locale: DEFAULT_LOCALE,
  switchLocale: async () => {},
});

/**
 * The page's language, and switching it: the new language's texts are fetched first, then the whole page changes
 * at once (no reload). The choice is kept in a cookie, so the next page the server renders is in it too.
 */
export function LocaleProvider(props: {
  locale: Locale;
  /** Runs once the new language is the document's, before the page shows it: data in the old one is read again. */
  onSwitch?: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState(props.locale);
  const { onSwitch } = props;
  const switchLocale = useCallback(
    async (next: Locale) => {
      await loadLocale(next);
      document.documentElement.lang = next; // the API answers in it from here on
      await onSwitch?.().catch(() => undefined);
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads; no Cookie Store API in Safari
      document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
      setLocale(next);
    },
    [onSwitch],
  );
  const value = useMemo(() => ({ locale, switchLocale }), [locale, switchLocale]);
  return (
    <LocaleContext value={value}>
      <I18nProvider i18n={i18nFor(locale)}>{props.children}</I18nProvider>
    </LocaleContext>
  );
}

export const useLocale = () => use(LocaleContext);
