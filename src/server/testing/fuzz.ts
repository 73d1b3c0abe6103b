import fc from "fast-check";
import type { TestApp } from "./harness";

/**
 * Property-based fuzzing of every route in our OpenAPI document: malformed path parameters, query strings and
 * bodies, sent as a visitor and as a signed-in learner. Every answer must be below 500, and every rejection a JSON
 * error whose message a person can read.
 */

export interface RouteSpec {
  method: string;
  /** With {param} placeholders, relative to /api. */
  path: string;
  params: string[];
  bodyKeys: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

/** The routes of our OpenAPI document. */
export async function routesOf(t: TestApp): Promise<RouteSpec[]> {
  const doc = (await (await t.app.request("/api/openapi.json")).json()) as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      bodyKeys: Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
    })),
  );
}

const hostile = fc.constantFrom(
  "",
  " ",
  "null",
  "undefined",
  "0",
  "-1",
  "NaN",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "../../etc/passwd",
  "%00",
  "%",
  "%zz",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u202Egnp.exe",
  "😀".repeat(50),
  "a".repeat(5000),
  "\u0000",
  "a\u0000b",
  "__proto__",
  "constructor",
  // Lone surrogates (broken UTF-16), which JSON can carry and PostgreSQL cannot store.
  "\ud800",
  "x\udfff",
  "\ud83d",
  // Odd but valid Unicode: a byte-order mark, a family emoji joined by ZWJs, stacked combining marks, a
  // noncharacter, a line separator, a title-case digraph, letters with special case rules, mathematical letters.
  "\ufeffBOM",
  "👩‍👩‍👧‍👦",
  "e\u0301\u0301\u0301\u0301",
  "\uffff\ufffe",
  "line\u2028break",
  "ǅİıß",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
  // Ids one past their limit, and far past it.
  "a".repeat(101),
  "a".repeat(20_000),
  // A megabyte, just under the body limit (for a path it is far over every limit).
  "a".repeat(999_000),
);

/** Junk of every JSON type, nested a little, with the strings above mixed in. */
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostile,
    fc.string(),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostile, fc.string({ maxLength: 8 })), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/**
 * A value in a URL. A lone surrogate has no UTF-8 form: a browser sends U+FFFD for it; the raw bytes a surrogate
 * would have in CESU-8 (%ED%A0%80), which no decoder accepts, are sent after it.
 */
const inUrl = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/\p{Cs}/gu, "\ufffd"))}%ED%A0%80`;
  }
};

const segment = fc.oneof(hostile, fc.string({ minLength: 1, maxLength: 60 }), fc.uuid());

export interface FuzzCase {
  path: string;
  /** The raw body text, or undefined for none. */
  body: string | undefined;
  contentType: string;
}

/** Malformed requests for one route: its known body fields with junk values, junk of any shape, broken JSON. */
export function casesFor(route: RouteSpec): fc.Arbitrary<FuzzCase> {
  const params = fc.tuple(...route.params.map(() => segment));
  const query = fc.option(
    fc.dictionary(fc.oneof(hostile, fc.string({ maxLength: 10 })), fc.oneof(hostile, fc.string())),
  );
  const knownFields = fc.record(Object.fromEntries(route.bodyKeys.map((k) => [k, junk])), { requiredKeys: [] });
  const body = fc.oneof(
    knownFields.map((v) => JSON.stringify(v)),
    junk.map((v) => JSON.stringify(v) ?? "null"),
    fc.constantFrom("{", "{oops", "[1,2", '{"a":', "\u0000", "true", '"text"', "9".repeat(400)),
    fc.constant(undefined),
  );
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
  );
  return fc
    .record({ params, query, body, contentType })
    .map(({ params: values, query: q, body: b, contentType: ct }) => {
      let path = `/api${route.path}`;
      route.params.forEach((name, i) => {
        path = path.replace(`{${name}}`, inUrl(values[i]!));
      });
      if (q) path += `?${new URLSearchParams(q as Record<string, string>)}`;
      return { path, body: route.method === "GET" ? undefined : b, contentType: ct };
    });
}

/** What is wrong with an answer, or undefined when it is acceptable. */
export async function problemWith(res: Response): Promise<string | undefined> {
  if (res.status >= 500) return `status ${res.status}: ${await res.text()}`;
  if (res.status < 400) return undefined;
  const text = await res.text();
  let body: { error?: { message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${res.status} without a JSON error: ${text.slice(0, 200)}`;
  }
  const message = body.error?.message;
  if (typeof message !== "string" || message.trim() === "") return `status ${res.status} without a message: ${text}`;
  if (message.length > 500) return `a message of ${message.length} characters`;
  if (
    /\[object |undefined|ZodError|TypeError|SyntaxError|:\d+:\d+\)|SELECT |INSERT |relation "|Too (big|small):|Invalid input/.test(
      message,
    )
  )
    return `a message for developers, not people: ${message}`;
  return undefined;
}

/**
 * Longest a single answer may take: not a speed target, a bound for catastrophic cases (a pattern or a loop whose
 * cost grows with the square of its input holds the whole server for minutes). A page's first render on a loaded
 * 2-core CI machine, its route's code loaded cold beside the other test workers, was measured at up to 1.9 s.
 */
export const ANSWER_BOUND_MS = 5000;

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** A fresh learner's cookie for each target (a case may delete the account or change its data); none: a visitor. */
  cookie?: () => Promise<string>;
}
export interface FuzzResult {
  target: string;
  cases: number;
  failure?: string;
}

/**
 * Checks `runs` generated cases against each target: `send` answers a case with what is wrong with the answer, or
 * undefined; an answer slower than the bound is wrong too.
 */
async function fuzzEach<T, C>(
  targets: readonly T[],
  name: (target: T) => string,
  cases: (target: T) => fc.Arbitrary<C>,
  send: (target: T, c: C, cookie: string | undefined) => Promise<{ what: string; problem?: string }>,
  options: FuzzOptions,
): Promise<FuzzResult[]> {
  const results: FuzzResult[] = [];
  for (const target of targets) {
    let count = 0;
    const cookie = options.cookie ? await options.cookie() : undefined;
    const outcome = await fc.check(
      fc.asyncProperty(cases(target), async (c) => {
        count++;
        const started = performance.now();
        const { what, problem } = await send(target, c, cookie);
        const ms = performance.now() - started;
        const wrong = problem ?? (ms > ANSWER_BOUND_MS ? `answered in ${Math.round(ms)} ms` : undefined);
        if (wrong) throw new Error(`${what} -> ${wrong}`);
      }),
      { numRuns: options.runs, seed: options.seed, endOnFailure: true },
    );
    results.push({
      target: name(target),
      cases: count,
      failure: outcome.failed ? String(outcome.errorInstance ?? outcome.counterexample) : undefined,
    });
  }
  return results;
}

/** Sends `runs` generated cases to every route, as a learner (`cookie`) or a visitor. */
export function fuzzRoutes(t: TestApp, routes: RouteSpec[], options: FuzzOptions): Promise<FuzzResult[]> {
  return fuzzEach(
    routes,
    (route) => `${route.method} ${route.path}`,
    casesFor,
    async (route, c, cookie) => {
      const res = await t.app.request(
        c.path,
        {
          method: route.method,
          headers: { "Content-Type": c.contentType, Origin: t.env.appUrl, ...(cookie ? { Cookie: cookie } : {}) },
          body: c.body,
        },
        { incoming: { socket: { remoteAddress: "10.77.0.1", remotePort: 40000, remoteFamily: "IPv4" } } },
      );
      return {
        what: `${c.path.slice(0, 300)} ${c.contentType} ${String(c.body).slice(0, 300)}`,
        problem: await problemWith(res),
      };
    },
    options,
  );
}

/** A page's URL with hostile values in its parameters and query string. */
export function pageCases(pattern: string): fc.Arbitrary<string> {
  const names = pattern.split("/").filter((part) => part.startsWith(":"));
  const query = fc.option(
    fc.dictionary(
      fc.oneof(fc.constantFrom("token", "access_token", "token_hash", "type", "redirect", "q"), hostile),
      fc.oneof(hostile, fc.string()),
      { maxKeys: 3 },
    ),
  );
  return fc.record({ values: fc.tuple(...names.map(() => segment)), query }).map(({ values, query: q }) => {
    let path = pattern === "*" ? `/${inUrl(values[0] ?? "x")}` : pattern;
    names.forEach((name, i) => {
      path = path.replace(name, inUrl(values[i]!));
    });
    return q ? `${path}?${new URLSearchParams(q as Record<string, string>)}` : path;
  });
}

/**
 * Sends `runs` hostile URLs to every page pattern (a learner with `cookie`, or a visitor): each must answer below
 * 500 (a 404 for what names nothing), within the bound.
 */
export function fuzzPages(t: TestApp, patterns: readonly string[], options: FuzzOptions): Promise<FuzzResult[]> {
  return fuzzEach(
    patterns,
    (pattern) => pattern,
    pageCases,
    async (_, url, cookie) => {
      const res = await t.app.request(url, { headers: cookie ? { Cookie: cookie } : {} });
      await res.arrayBuffer();
      return { what: url.slice(0, 300), problem: res.status >= 500 ? `status ${res.status}` : undefined };
    },
    options,
  );
}
