import type { ReactNode } from "react";
import { THEME_SCRIPT } from "../lib/theme";
import { EARLY_INPUT_SCRIPT } from "./early-input";

/** What the document links besides the page: the built app's files, made known by the server (see entry-server). */
export interface DocumentAssets {
  /** The app's entry module (loaded by the bootstrap script React adds). */
  entry: string;
  /** Modules the entry and the page need, fetched in parallel with it. */
  modulePreloads: string[];
  /** The catalogues those modules load, per language: the page's language's are fetched with them. */
  catalogues?: Record<string, string[]>;
  /** The app's stylesheet, inlined: the first paint needs no second request. */
  css: string;
}

/** The element that carries the server's data (router state and query cache) to the browser; never executed. */
export const HYDRATION_DATA_ID = "parley-data";

/**
 * Starts the app's code once the server's HTML is on screen: the page is complete and readable without it, so its
 * download and start must not delay that first paint (decision 0010). The browser reports that paint (the
 * "first-contentful-paint" performance entry, delivered once the frame is presented); without that report, or in
 * a hidden tab, it starts after 1 s. It reads the entry and the modules to preload from its own data attributes, so
 * its text, and the CSP hash that allows it, is the same for every page. It adds the preloads four at a time, each
 * batch in a task of its own: adding some forty links in one go was a long task that blocked the page (~35 ms on a
 * phone-speed CPU). First of all it starts a worker that makes a number, plural and date format
 * (public/intl-warmup.js): the browser's first format in a page costs 40-70 ms on a desktop CPU (its ICU setup, once
 * per process), the longest task before the page answered when the page's own code paid it; set up by the worker, off
 * the page's thread, the page's first format takes under a millisecond.
 */
export const BOOT_SCRIPT = `(function(){var d=document.currentScript.dataset,done=false;try{new Worker("/intl-warmup.js",{name:document.documentElement.lang})}catch(_){}function go(){if(done)return;done=true;var m=d.modules?d.modules.split(" "):[];(function add(){m.splice(0,4).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});if(m.length)return setTimeout(add,0);var e=document.createElement("script");e.type="module";e.src=d.entry;document.head.appendChild(e)})()}try{new PerformanceObserver(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(go,0))}).observe({type:"paint",buffered:true})}catch(_){}setTimeout(go,1000)})()`;

/**
 * The whole HTML document, rendered on the server and hydrated in the browser. Pages add their own `<title>` and
 * description, which React hoists into the head.
 */
export function Document(props: {
  assets: DocumentAssets;
  data: string;
  locale: string;
  boot?: boolean;
  children: ReactNode;
}) {
  const { assets } = props;
  return (
    // The theme script sets the class and colour scheme on <html> before React hydrates it.
    <html lang={props.locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* The on-screen keyboard shrinks the layout (and with it dvh), so the chat's message box stays above it. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* Installable (decision 0017): the home-screen icon on iOS, the bar's colour in each theme. The manifest's
            link is added once the page has loaded (features/offline): the browser's work on it (fetching, parsing,
            the icon) then never competes with the page's first paint and start. */}
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fafcff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0f18" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet */}
        <style id="app-css" dangerouslySetInnerHTML={{ __html: assets.css }} />
      </head>
      <body>
        <div id="root">{props.children}</div>
        <script
          type="application/json"
          id={HYDRATION_DATA_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped, not executed
          dangerouslySetInnerHTML={{ __html: props.data }}
          suppressHydrationWarning
        />
        {props.boot && (
          <script
            id="parley-boot"
            data-entry={assets.entry}
            data-modules={[...assets.modulePreloads, ...(assets.catalogues?.[props.locale] ?? [])].join(" ")}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash
            dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }}
            suppressHydrationWarning
          />
        )}
      </body>
    </html>
  );
}

/** JSON safe inside a script element: no '<' can end it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
