import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalogue of the interface's texts: `messages/<locale>.json` beside the code that shows them. */
export const CATALOGUE_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

/**
 * Vite plugin: compiles each catalogue's ICU messages when it is imported (Lingui's compiled form, still JSON), so
 * the browser gets no message parser and Lingui's runtime only fills in the values (decision 0012).
 */
export function catalogues(): Plugin {
  return {
    name: "parley-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id.split("?")[0]!)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
