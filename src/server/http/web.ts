import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gzip as zlibGzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { getSessionCookie } from "better-auth/cookies";
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AUTH_COOKIE_PREFIX } from "../auth/auth";
import { sessionUser } from "../auth/session";
import { applyStudyJournal } from "../features/activity";
import type { AppEnv } from "./context";
import { CROSS_SITE_REFUSED, fromOwnPages } from "./same-origin";

/**
 * The web app's server entry, as built into dist/web-server (src/web/entry-server.tsx): request in, response out.
 * The server knows it only through this shape, never through the web's source.
 */
export interface WebRenderer {
  render(request: Request, options: RenderOptions): Promise<Response>;
  renderError(options: Pick<RenderOptions, "assets" | "locale">): Promise<Response>;
  THEME_SCRIPT: string;
  BOOT_SCRIPT: string;
  EARLY_INPUT_SCRIPT: string;
}

interface RenderOptions {
  api: (path: string, init: RequestInit) => Promise<Response>;
  /** The page's language. */
  locale: string;
  assets: { entry: string; modulePreloads: string[]; catalogues: Record<string, string[]>; css: string };
}

/** The built web app: static files, the renderer, and what each page's HTML links. */
export interface WebBundle {
  dir: string;
  renderer: WebRenderer;
  /** The app's entry module, the modules it imports, and its stylesheet's text (inlined into every page). */
  entry: string;
  entryImports: string[];
  css: string;
  /** CSP hashes of the inline scripts every page has (the no-flash theme script). */
  scriptHashes: string[];
  /** Each page's URL pattern and its own JS files (the build's route-preloads.json). */
  pages: WebPage[];
}

interface WebPage {
  path: string;
  files: string[];
  /** The page's interface texts, per language. */
  catalogues?: Record<string, string[]>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Reads the client build (dist/web) and loads the server entry (dist/web-server); undefined when not built. */
export async function loadWebBundle(dir: string, serverEntry: string): Promise<WebBundle | undefined> {
  const manifestFile = join(dir, ".vite/manifest.json");
  if (!existsSync(manifestFile) || !existsSync(serverEntry)) return undefined;
  const renderer = (await import(pathToFileURL(serverEntry).href)) as WebRenderer;
  return webBundle(dir, renderer, JSON.parse(readFileSync(manifestFile, "utf8")));
}

/** A bundle from a build's manifest and a renderer (tests pass the renderer of the sources). */
export function webBundle(dir: string, renderer: WebRenderer, manifest: Record<string, ManifestChunk>): WebBundle {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the web build's manifest has no entry");
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entryImports = [...closure(entry.imports ?? [])].flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
  const css = (entry.css ?? []).map((file) => readFileSync(join(dir, file), "utf8")).join("\n");
  const preloads = join(dir, "route-preloads.json");
  const pages: WebPage[] = existsSync(preloads) ? JSON.parse(readFileSync(preloads, "utf8")) : [];
  return {
    dir,
    renderer,
    entry: `/${entry.file}`,
    entryImports,
    css,
    scriptHashes: [renderer.THEME_SCRIPT, renderer.BOOT_SCRIPT, renderer.EARLY_INPUT_SCRIPT].map(scriptHash),
    pages,
  };
}

const scriptHash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/**
 * The page a URL opens, as react-router ranks them: a pattern's segments must all match (`:name` matches any one
 * segment); of several matches the one with more literal segments wins. The catch-all `*` is left out.
 */
export function matchPage<P extends { path: string }>(
  pages: P[],
  pathname: string,
): { page: P; params: Record<string, string> } | undefined {
  let parts: string[];
  try {
    parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape: the 404 page
  }
  let best: { page: P; params: Record<string, string>; literal: number } | undefined;
  for (const page of pages) {
    if (page.path === "*" || page.path.startsWith("#")) continue;
    const pattern = page.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((segment, i) => segment.startsWith(":") || segment === parts[i])) continue;
    const params = Object.fromEntries(
      pattern.flatMap((segment, i) => (segment.startsWith(":") ? [[segment.slice(1), parts[i]!]] : [])),
    );
    const literal = pattern.length - Object.keys(params).length;
    if (!best || literal > best.literal) best = { page, params, literal };
  }
  return best && { page: best.page, params: best.params };
}

/** What the web asks for the signed-in user (better-auth's endpoint; the web reads its `user` only). */
const SESSION_PATH = "/api/auth/get-session";

/** route-preloads.json's entry for the shell's texts. */
const APP_SHELL = "#app";

/**
 * Every page is rendered on the server: the web's renderer runs the page's loaders, whose API reads are answered
 * here in-process (the same routes, as the request's user), and returns the HTML, a redirect or a 404.
 */
function pageHandler(app: Hono<AppEnv>, bundle: WebBundle, pageLocale: PageLocale) {
  const appShell = bundle.pages.find((page) => page.path === APP_SHELL);
  // Each page's modules, the entry's first, made once, and the catalogues of each language they load (the renderer
  // links the ones of the page's language).
  const preloads = (page: WebPage | undefined) => {
    const parts = [appShell, page];
    const catalogues: Record<string, string[]> = {};
    for (const [locale, files] of parts.flatMap((part) => Object.entries(part?.catalogues ?? {})))
      catalogues[locale] = [...new Set([...(catalogues[locale] ?? []), ...files])];
    const modules = [...new Set([...bundle.entryImports, ...(page?.files ?? [])])];
    return { modules, catalogues };
  };
  const byPage = new Map(bundle.pages.map((page) => [page, preloads(page)]));
  const notFound = bundle.pages.find((page) => page.path === "*");
  const noPage = preloads(undefined);
  return async (c: Context<AppEnv>) => {
    const cookie = c.req.header("cookie");
    // Whether a session cookie came (valid or not: the render finds out); it decides privacy.
    const signedIn = getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX }) !== null;
    const page = matchPage(bundle.pages, c.req.path)?.page ?? notFound;
    const preloaded = (page && byPage.get(page)) ?? noPage;
    const origin = new URL(c.req.url).origin;
    const { locale, reads } = await pageLocale(c);
    // Cookies the API sets while a posted form is answered (signing in): the page's response carries them. The study
    // time counted on the page left for this one is saved first, so that this page shows it.
    const cookies: string[] = await applyStudyJournal(c);
    const posted = c.req.method === "POST";
    const api = async (path: string, init: RequestInit) => {
      const writes = (init.method ?? "GET") !== "GET";
      // A page's render only reads; a form posted to the page (its action) may write, as the browser's call would.
      if (writes && !posted) throw new Error(`a page render may only read: ${path}`);
      // The shell's "who is signed in?" is answered by this request's own session check, which the page locale has
      // just made (and kept on the request), not by a second read through better-auth.
      if (path === SESSION_PATH) return sessionUser(c).then((user) => Response.json(user ? { user } : null));
      if (Object.hasOwn(reads, path)) return Response.json(reads[path]);
      const headers = new Headers(init.headers);
      if (cookie) headers.set("cookie", cookie);
      headers.set("accept-language", locale); // the course texts and any error in the page's language
      // A write is checked as the browser's own call would be: which site sent it, and from which browser.
      if (writes) for (const name of FORWARDED) c.req.header(name) && headers.set(name, c.req.header(name)!);
      const response = await app.fetch(new Request(new URL(path, origin), { ...init, headers }), c.env);
      if (writes) cookies.push(...response.headers.getSetCookie());
      return response;
    };
    const { modules: modulePreloads, catalogues } = preloaded;
    const assets = { entry: bundle.entry, modulePreloads, catalogues, css: bundle.css };
    let response: Response;
    try {
      response = await bundle.renderer.render(c.req.raw, { api, assets, locale });
    } catch (error) {
      c.get("services").logger.error({ err: error, reqId: c.get("requestId") }, "page render failed");
      response = await bundle.renderer.renderError({ assets, locale });
    }
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    delete headers["x-remix-replace"]; // the router's own marker for client-side redirects
    if (cookies.length > 0) headers["set-cookie"] = cookies;
    // A learner's page, and any answer to a form, is theirs alone: never kept by a shared cache, nor stored.
    headers["cache-control"] = signedIn || posted ? "private, no-store" : "no-cache";
    // The language follows the cookies too (a learner's setting, a visitor's choice), else the browser's languages.
    headers.vary = "Cookie, Accept-Language, Accept-Encoding";
    let body: Uint8Array<ArrayBuffer> | null = response.body && new Uint8Array(await response.arrayBuffer());
    if (body && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
      // The page is whole, so it is compressed in one call, off the JavaScript thread (libuv's pool).
      body = (await gzip(body)) as Uint8Array<ArrayBuffer>; // zlib's buffers are never shared memory
      headers["content-encoding"] = "gzip";
    }
    return c.newResponse(body, response.status as ContentfulStatusCode, headers);
  };
}

const gzip = promisify(zlibGzip);

/** The page request's headers an in-process write carries on: the site and browser that sent the form, for the API's checks. */
const FORWARDED = ["origin", "sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "user-agent", "x-forwarded-for"];

/**
 * The language a page is rendered in (the settings feature knows a learner's), and the API reads it made on the way
 * (by path): the render is answered from them rather than reading the same rows again.
 */
export interface PageStart {
  locale: string;
  reads: Record<string, unknown>;
}
export type PageLocale = (c: Context<AppEnv>) => Promise<PageStart>;

export function mountWeb(app: Hono<AppEnv>, bundle: WebBundle | undefined, pageLocale: PageLocale): void {
  if (!bundle) {
    app.get("*", (c) =>
      c.text("The web app is not built. Run `npm run build` (or use `npm run dev` during development).", 404),
    );
    return;
  }
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      // File names under /assets/ carry a content hash, so they never change.
      const immutable = c.req.path.startsWith("/assets/");
      c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  // Pages are gzipped by the handler (as the browser accepts); static files come precompressed.
  const page = pageHandler(app, bundle, pageLocale);
  // index.html is only the development template: every page, the home page too, is rendered.
  app.get("/", page);
  app.get("/index.html", page);
  const files = serveStatic({ root: bundle.dir, precompressed: true });
  app.use("*", (c, next) => (c.req.path.startsWith("/.vite/") ? next() : files(c, next)));
  app.get("*", page);
  // A page's form sent before the app has started, or without JavaScript (forms post, so nothing typed lands in a
  // URL): the page's action answers it as the app would (decision 0023); a page without one sends the same page again
  // by a 303. Only from the app's own pages, and no larger than any form of ours.
  const limitForm = bodyLimit({
    maxSize: FORM_MAX_BYTES,
    onError: (c) => c.text(FORM_TOO_LARGE, 413, { Connection: "close" }),
  });
  app.post("*", async (c, next) => {
    if (c.req.path.startsWith("/api/")) return next();
    const appOrigin = new URL(c.get("services").env.appUrl).origin;
    const headers = { origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site") };
    if (!fromOwnPages(headers, appOrigin)) return c.text(CROSS_SITE_REFUSED, 403);
    if (!FORM_TYPES.test(c.req.header("content-type") ?? "")) return c.text(NOT_A_FORM, 415);
    let answer: Response | undefined;
    const refused = await limitForm(c, async () => {
      answer = await page(c);
    });
    return refused ?? answer;
  });
}

/** What a browser's form sends. */
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const NOT_A_FORM = "A page takes only a form's fields. Send this to the API (/api/...) as JSON instead.";
/** A page's form holds a few fields; a message is at most a few thousand characters. */
const FORM_MAX_BYTES = 64 * 1024;
const FORM_TOO_LARGE = "This form is larger than 64 KB. Shorten what you typed and send it again.";
