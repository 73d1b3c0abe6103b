import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse } from "acorn";
import { simple } from "acorn-walk";
import { transformSync } from "esbuild";
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import apiEn from "../src/server/http/messages/en.json" with { type: "json" };
import { type CompiledMessage, escapeRegExp, messagePattern } from "../src/shared/message-matcher";
import sharedEn from "../src/shared/messages/en.json" with { type: "json" };

/**
 * Every regular expression in src/ (tests aside: they read only our own output) is checked by recheck, a ReDoS analyser: one it rates vulnerable (exponential or
 * polynomial backtracking) fails the test. Literals are found by parsing each file; a pattern built at run time
 * (`new RegExp(...)`) is checked through the builder that makes it, on the inputs it gets (decision 0020).
 */

interface Found {
  file: string;
  source: string;
  flags: string;
}

function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "src"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

function regexesIn(file: string): { literals: Found[]; built: string[] } {
  const code = transformSync(readFileSync(file, "utf8"), {
    loader: file.endsWith(".tsx") ? "tsx" : "ts",
    jsx: "automatic",
    target: "esnext",
  }).code;
  const literals: Found[] = [];
  const built: string[] = [];
  const builtHere = (node: { callee: { type: string; name?: string }; start: number; end: number }) => {
    if (node.callee.type === "Identifier" && node.callee.name === "RegExp")
      built.push(code.slice(node.start, node.end));
  };
  simple(parse(code, { ecmaVersion: "latest", sourceType: "module" }), {
    Literal(node) {
      const regex = (node as { regex?: { pattern: string; flags: string } }).regex;
      if (regex) literals.push({ file, source: regex.pattern, flags: regex.flags });
    },
    NewExpression: builtHere,
    CallExpression: builtHere,
  });
  return { literals, built };
}

/** recheck's verdict; "safe" or the kind of backtracking it found, with an attack string's size. */
function verdict(source: string, flags: string): string {
  const result = checkSync(source, flags, { timeout: 10_000 });
  if (result.status === "safe") return "safe";
  if (result.status === "vulnerable") return `vulnerable (${result.complexity.type})`;
  return `unknown: ${result.error.kind}`;
}

/** The patterns recheck does not rate safe, each with its file and verdict. */
const unsafe = (patterns: Found[]) =>
  patterns.flatMap((r) => {
    const rated = verdict(r.source, r.flags);
    return rated === "safe" ? [] : [`${r.file}: /${r.source}/${r.flags} ${rated}`];
  });

const scanned = sourceFiles().map((file) => ({ file, ...regexesIn(file) }));

/**
 * The only places that build a pattern at run time, each with the inputs it is built from. A new one fails the test
 * until it is listed here with its inputs.
 */
const BUILDERS: Record<string, () => { source: string; flags: string }[]> = {
  // A catalogue message with placeholders, matched against the API's own error texts (every English message).
  "src/shared/message-matcher.ts": () =>
    Object.values({ ...sharedEn, ...apiEn }).flatMap((message) => {
      const built = messagePattern(compileMessage(message) as CompiledMessage);
      return built ? [{ source: built.regex.source, flags: built.regex.flags }] : [];
    }),
  // The right form of a mistake, found in a practice sentence: an escaped literal between two letter boundaries.
  "src/server/features/mistakes/practice.ts": () =>
    ["Kaffee", "(a+)+", "der Bahnhof", ".*.*.*"].map((right) => ({
      source: `(^|[^\\p{L}\\p{M}])(${escapeRegExp(right)})(?![\\p{L}\\p{M}])`,
      flags: "u",
    })),
  // The fake LLM's stream chunks (a test peer): a bounded repetition.
  "src/server/testing/fake-llm.ts": () => [{ source: "[\\s\\S]{1,8}", flags: "g" }],
};

describe("regular expressions are linear in their input (ReDoS)", () => {
  it("finds the patterns of src/", () => {
    expect(scanned.length).toBeGreaterThan(200);
    expect(scanned.flatMap((f) => f.literals).length).toBeGreaterThan(100);
  });

  it("has no literal that recheck rates vulnerable", () => {
    expect(unsafe(scanned.flatMap((f) => f.literals))).toEqual([]);
  }, 300_000);

  it("knows every place that builds a pattern at run time", () => {
    const builders = scanned.filter((f) => f.built.length > 0).map((f) => f.file);
    expect(builders.sort()).toEqual(Object.keys(BUILDERS).sort());
  });

  it("has no pattern built at run time that recheck rates vulnerable", () => {
    const built = Object.entries(BUILDERS).flatMap(([file, instances]) => instances().map((r) => ({ file, ...r })));
    expect(built.length).toBeGreaterThan(40);
    expect(unsafe(built)).toEqual([]);
  }, 300_000);

  it("rates the old password rule vulnerable (the check can fail)", () => {
    expect(verdict("(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)", "")).toMatch(/^vulnerable/);
  });
});
