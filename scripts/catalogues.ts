import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A catalogue of the interface's texts: `messages/<locale>.json` beside the code that shows them. */
export const CATALOGUE_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."aeiouycnsAEIOUYCNS"].map((c, i) => [c, [..."áéíöüýçñšÅÉÎÖÜÝÇÑŠ"][i]!]),
);

/** A pseudo-translation of a compiled message: accented letters, 40 % longer, in brackets; values and tags kept. */
function pseudo(message: unknown[]): unknown[] {
  const accent = (text: string) =>
    text.replace(/(<\/?\d+\/?>)|([A-Za-z])/g, (_, tag: string, letter: string) => tag ?? ACCENTED[letter] ?? letter);
  const parts = (list: unknown): unknown => {
    if (typeof list === "string") return accent(list);
    if (!Array.isArray(list)) return list;
    return list.map((part) => {
      if (typeof part === "string") return accent(part);
      const [name, type, cases] = part as [string, string?, Record<string, unknown>?];
      if (!cases || typeof cases !== "object") return part;
      return [name, type, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, parts(v)]))];
    });
  };
  // Words of padding, as a longer language adds words (one unbreakable run would overflow where no text would).
  const padding = " ~~~~".repeat(Math.max(1, Math.round((JSON.stringify(message).length * 0.4) / 5)));
  return ["⟦", ...(parts(message) as unknown[]), `${padding}⟧`];
}

/**
 * Vite plugin: compiles each catalogue's ICU messages when it is imported (Lingui's compiled form, still JSON), so
 * the browser gets no message parser and Lingui's runtime only fills in the values (decision 0012).
 * `PSEUDO_LOCALE=1 npm run build` turns the interface's English into a pseudo-translation, 40 % longer with accents,
 * to find layouts that break with longer texts (look at the pages at 390 and 1280 px).
 */
export function catalogues(): Plugin {
  const pseudoEnglish = process.env.PSEUDO_LOCALE === "1";
  return {
    name: "parley-catalogues",
    enforce: "pre",
    transform(code, id) {
      const path = id.split("?")[0]!;
      if (!CATALOGUE_FILE.test(path)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const pseudoThis = pseudoEnglish && /[\\/]src[\\/]web[\\/].*[\\/]en\.json$/.test(path);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          const one = compileMessage(message);
          return [key, pseudoThis ? pseudo(one) : one];
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
