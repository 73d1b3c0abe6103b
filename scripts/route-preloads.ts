import type { Plugin } from "vite";
import { CATALOGUE_FILE } from "./catalogues.ts";

/** The pseudo-page listing the catalogues of the app's own shell, in each language. */
export const APP_SHELL = "#app";

import { PAGES } from "../src/web/app/pages.ts";

/** One page of the preload map: its URL pattern and the JS files its module needs beyond the app's entry. */
export interface RoutePreload {
  path: string;
  files: string[];
  /** The catalogues (interface texts) the page's code loads, per language: the server links the page's language. */
  catalogues: Record<string, string[]>;
}

/**
 * Vite plugin: writes route-preloads.json next to index.html. The server puts a page's files in the HTML it
 * answers with, as modulepreload links: the browser then fetches the page's code alongside the app's instead of
 * only after the app has run and matched the URL (one round trip less before the page can paint).
 */
export function routePreloads(): Plugin {
  return {
    name: "parley-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === "chunk" ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk with everything it imports statically. */
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      /** The catalogue chunks that a set of chunks loads (each feature's i18n module imports its language's). */
      const cataloguesOf = (files: Set<string>) => {
        const byLocale: Record<string, string[]> = {};
        for (const file of files) {
          for (const imported of byFile.get(file)?.dynamicImports ?? []) {
            const facade = byFile.get(imported)?.facadeModuleId ?? "";
            if (!CATALOGUE_FILE.test(facade)) continue;
            const locale = /([a-z]{2})\.json$/.exec(facade)?.[1] ?? "";
            byLocale[locale] = [...(byLocale[locale] ?? []), `/${imported}`];
          }
        }
        return byLocale;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("route-preloads: the build has no entry chunk");
      const withApp = closure(entry.fileName);
      const map: RoutePreload[] = PAGES.map((page) => {
        const { path, module } = page;
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/web/${module}.tsx`));
        if (!chunk) throw new Error(`route-preloads: no chunk for ${module}`);
        const own = new Set([...closure(chunk.fileName)].filter((file) => !withApp.has(file)));
        const files = [...own].map((file) => `/${file}`);
        return { path, files, catalogues: cataloguesOf(own) };
      });
      map.push({ path: APP_SHELL, files: [], catalogues: cataloguesOf(withApp) });
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(map) });
    },
  };
}
