import type { ReactNode } from "react";
import { THEME_SCRIPT } from "./theme";

/** What the document links besides the page: the built app's files, made known by the server (see entry-server). */
export interface DocumentAssets {
  /** The app's entry module (loaded by the bootstrap script React adds). */
  entry: string;
  /** Modules the entry and the page need, fetched in parallel with it. */
  modulePreloads: string[];
  /** The app's stylesheet, inlined: the first paint needs no second request. */
  css: string;
}

/** The element that carries the server's data (router state and query cache) to the browser; never executed. */
export const HYDRATION_DATA_ID = "parley-data";

/**
 * The whole HTML document, rendered on the server and hydrated in the browser. Pages add their own `<title>` and
 * description, which React hoists into the head.
 */
export function Document(props: { assets: DocumentAssets; data: string; children: ReactNode }) {
  const { assets } = props;
  return (
    // The theme script sets the class and colour scheme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet */}
        <style id="app-css" dangerouslySetInnerHTML={{ __html: assets.css }} />
        {/* The page is readable without its code: the code comes at low priority, after what paints (as React
            asks for the entry module itself). */}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" crossOrigin="" href={href} fetchPriority="low" />
        ))}
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
