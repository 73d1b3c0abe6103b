import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { INTERFACE_LANGUAGES } from "../shared/locale";

/**
 * The interface's catalogues (and the server's, for mails) are complete and used, and the interface's texts come from them (decision 0012):
 * every catalogue has every key in every language, with the same placeholders; every key is used by the code; no JSX
 * text, text attribute or toast in src/web is written as a literal.
 */

const WEB = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join("lib", "testing")}`)
      ? [path]
      : [];
  });
}
/** The web's code, and the server's (its mails and messages have catalogues too). */
const SRC = join(WEB, "..");
const sources = files(WEB);
const allSources = [...sources, ...files(join(SRC, "server")), ...files(join(SRC, "shared"))];
/**
 * Catalogues looked up by their English text, gettext-style (the API's errors, the schemas' validation messages):
 * the code writes the English, so what must be in the code is the English, not the key.
 */
const BY_ENGLISH = [join(SRC, "shared", "messages"), join(SRC, "server", "http", "messages")];
/** The words of a message's own text (placeholders left out). */
const wordsOf = (message: string) =>
  [...JSON.stringify(compileMessage(message)).matchAll(/"([^"]*)"/g)]
    .flatMap((m) => m[1]!.match(/\p{L}{3,}/gu) ?? [])
    .filter((word) => !["plural", "select", "other", "one"].includes(word));
const catalogueDirs = ["web", "server", "shared"].flatMap((side) =>
  readdirSync(join(SRC, side), { recursive: true })
    .map(String)
    .filter((path) => /(^|[\\/])messages[\\/]en\.json$/.test(path))
    .map((path) => join(SRC, side, dirname(path))),
);
const read = (dir: string, locale: string) =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8")) as Record<string, string>;

/** The placeholders and tags of a message, sorted: `{name}` (plain, plural or select), `<0>`. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // Lingui's compiled form: a list of parts, each a text or [name, type?, { case: parts }].
  const parts = (list: unknown): void => {
    for (const part of typeof list === "string" ? [list] : (list as unknown[])) {
      if (typeof part === "string") {
        for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
      } else if (Array.isArray(part)) {
        found.add(`{${part[0]}}`);
        const cases = part[2];
        if (cases && typeof cases === "object")
          for (const value of Object.values(cases)) if (value !== undefined) parts(value);
      }
    }
  };
  parts(compileMessage(message));
  return [...found].sort();
}

describe("catalogues", () => {
  it("exist", () => {
    expect(catalogueDirs.length).toBeGreaterThan(0);
  });

  for (const dir of catalogueDirs) {
    const name = relative(SRC, dir);
    const english = read(dir, "en");
    describe(name, () => {
      for (const locale of INTERFACE_LANGUAGES.filter((l) => l !== "en")) {
        it(`${locale} has exactly the English keys`, () => {
          const other = read(dir, locale);
          expect({ missing: Object.keys(english).filter((key) => !(key in other)) }).toEqual({ missing: [] });
          expect({ unknown: Object.keys(other).filter((key) => !(key in english)) }).toEqual({ unknown: [] });
        });
        it(`${locale} keeps every message's placeholders and tags`, () => {
          const other = read(dir, locale);
          const differing = Object.keys(english).filter(
            (key) => key in other && placeholders(english[key]!).join() !== placeholders(other[key]!).join(),
          );
          expect(differing).toEqual([]);
        });
      }
      it("has no empty message, in any language", () => {
        for (const locale of INTERFACE_LANGUAGES) {
          expect(Object.entries(read(dir, locale)).filter(([, message]) => !message.trim())).toEqual([]);
        }
      });
      it("writes French elisions with one apostrophe, the typographic one (d’apprendre, not d'apprendre)", () => {
        const straight = Object.entries(read(dir, "fr")).filter(([, message]) => /\p{L}'\p{L}/u.test(message));
        expect(straight.map(([key]) => key)).toEqual([]);
      });
    });
  }

  it("have no key twice", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const dir of catalogueDirs) {
      for (const key of Object.keys(read(dir, "en"))) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${relative(SRC, dir)})`);
        seen.set(key, relative(SRC, dir));
      }
    }
    expect(twice).toEqual([]);
  });

  it("have no key the code does not use", () => {
    const code = allSources.map((file) => readFileSync(file, "utf8")).join("\n");
    const unused = catalogueDirs.flatMap((dir) =>
      BY_ENGLISH.includes(dir)
        ? Object.entries(read(dir, "en"))
            .filter(([, message]) => !wordsOf(message).every((word) => code.includes(word)))
            .map(([key]) => key)
        : Object.keys(read(dir, "en")).filter((key) => !code.includes(`"${key}"`)),
    );
    expect(unused).toEqual([]);
  });

  it("have every key the code uses", () => {
    const keys = new Set(catalogueDirs.flatMap((dir) => Object.keys(read(dir, "en"))));
    const missing = allSources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bt\(\s*"([a-zA-Z-]+\.[\w.-]+)"|\bk="([a-zA-Z-]+\.[\w.-]+)"/g)]
        .map((match) => match[1] ?? match[2]!)
        .filter((key) => !keys.has(key))
        .map((key) => `${relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
]);
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

type Node = { type?: string; [key: string]: unknown };

/** The literal texts of one source file: JSX text, text attributes, and the messages of toasts. */
function literalTexts(file: string): string[] {
  const { program, errors } = parseSync(file, readFileSync(file, "utf8"), { lang: file.endsWith("x") ? "tsx" : "ts" });
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  const found: string[] = [];
  const literal = (node: Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (node.type === "Literal" && typeof node.value === "string") return node.value;
    if (node.type === "TemplateLiteral")
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join("…");
    if (node.type === "JSXExpressionContainer") return literal(node.expression as Node);
    return undefined;
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as Node;
    if (n.type === "JSXText" && hasWords(String(n.value))) found.push(String(n.value).trim());
    if (n.type === "JSXAttribute") {
      const name = (n.name as Node).name;
      const text = literal(n.value as Node);
      if (typeof name === "string" && TEXT_ATTRIBUTES.has(name) && text && hasWords(text)) found.push(text);
    }
    if (n.type === "CallExpression") {
      const callee = n.callee as Node;
      const isToast =
        (callee.type === "Identifier" && callee.name === "toast") ||
        (callee.type === "MemberExpression" &&
          (callee.object as Node).type === "Identifier" &&
          (callee.object as Node).name === "toast");
      if (isToast) {
        const [message, options] = n.arguments as Node[];
        const text = literal(message);
        if (text && hasWords(text)) found.push(text);
        for (const property of ((options?.properties as Node[]) ?? []).filter((p) => p.type === "Property")) {
          const value = literal(property.value as Node);
          if ((property.key as Node).name === "description" && value && hasWords(value)) found.push(value);
        }
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === "object") walk(value);
  };
  walk(program);
  return found;
}

describe("the interface's texts", () => {
  const byFile = new Map(sources.map((file) => [relative(WEB, file), literalTexts(file)]));

  it("come from the catalogues, not from literals in the code", () => {
    const literals = [...byFile].filter(([, texts]) => texts.length > 0);
    expect(Object.fromEntries(literals)).toEqual({});
  });
});
