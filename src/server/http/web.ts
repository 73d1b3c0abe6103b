import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { gzip as zlibGzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { getSessionCookie } from "better-auth/cookies";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AUTH_COOKIE_PREFIX } from "../auth/auth";
import { sessionUser } from "../auth/session";
import type { AppEnv } from "./context";

/**
 * The web app's server entry, as built into dist/web-server (src/web/entry-server.tsx): request in, response out.
 * The server knows it only through this shape, never through the web's source.
 */
export interface WebRenderer {
  render(request: Request, options: RenderOptions): Promise<Response>;
  renderError(options: Pick<RenderOptions, "assets" | "locale">): Promise<Response>;
  THEME_SCRIPT: string;
  BOOT_SCRIPT: string;
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
    scriptHashes: [scriptHash(renderer.THEME_SCRIPT), scriptHash(renderer.BOOT_SCRIPT)],
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

/** route-preloads.json's entries for the code every signed-in page adds, and the shell's texts. */
const SIGNED_IN_SHELL = "#signed-in";
const APP_SHELL = "#app";

/**
 * Every page is rendered on the server: the web's renderer runs the page's loaders, whose API reads are answered
 * here in-process (the same routes, as the request's user), and returns the HTML, a redirect or a 404.
 */
function pageHandler(app: Hono<AppEnv>, bundle: WebBundle, pageLocale: PageLocale) {
  const appShell = bundle.pages.find((page) => page.path === APP_SHELL);
  // Each page's modules, the entry's first, made once: for visitors, and with the avatar menu for learners; and
  // the catalogues of each language they load (the renderer links the ones of the page's language).
  const preloads = (page: WebPage | undefined, signedIn: WebPage | undefined) => {
    const parts = [appShell, page, signedIn];
    const catalogues: Record<string, string[]> = {};
    for (const [locale, files] of parts.flatMap((part) => Object.entries(part?.catalogues ?? {})))
      catalogues[locale] = [...new Set([...(catalogues[locale] ?? []), ...files])];
    const modules = [...new Set([...bundle.entryImports, ...(page?.files ?? []), ...(signedIn?.files ?? [])])];
    return { modules, catalogues };
  };
  const shell = bundle.pages.find((page) => page.path === SIGNED_IN_SHELL);
  const byPage = new Map(
    bundle.pages.map((page) => [page, { visitor: preloads(page, undefined), learner: preloads(page, shell) }]),
  );
  const notFound = bundle.pages.find((page) => page.path === "*");
  const noPage = { visitor: preloads(undefined, undefined), learner: preloads(undefined, shell) };
  return async (c: Context<AppEnv>) => {
    const cookie = c.req.header("cookie");
    // Whether a session cookie came (valid or not: the render finds out); it decides privacy and the menu's code.
    const signedIn = getSessionCookie(c.req.raw.headers, { cookiePrefix: AUTH_COOKIE_PREFIX }) !== null;
    const page = matchPage(bundle.pages, c.req.path)?.page ?? notFound;
    const modules = (page && byPage.get(page)) ?? noPage;
    const origin = new URL(c.req.url).origin;
    const { locale, reads } = await pageLocale(c);
    const api = (path: string, init: RequestInit) => {
      // A page's first render only reads; anything else waits for the learner's own action in the browser.
      if ((init.method ?? "GET") !== "GET") return Promise.reject(new Error(`a page render may only read: ${path}`));
      // The shell's "who is signed in?" is answered by this request's own session check, which the page locale has
      // just made (and kept on the request), not by a second read through better-auth.
      if (path === SESSION_PATH) return sessionUser(c).then((user) => Response.json(user ? { user } : null));
      if (Object.hasOwn(reads, path)) return Promise.resolve(Response.json(reads[path]));
      const headers = new Headers(init.headers);
      if (cookie) headers.set("cookie", cookie);
      headers.set("accept-language", locale); // the course texts and any error in the page's language
      return Promise.resolve(app.fetch(new Request(new URL(path, origin), { ...init, headers }), c.env));
    };
    const { modules: modulePreloads, catalogues } = signedIn ? modules.learner : modules.visitor;
    const assets = { entry: bundle.entry, modulePreloads, catalogues, css: bundle.css };
    let response: Response;
    try {
      response = await bundle.renderer.render(c.req.raw, { api, assets, locale });
    } catch (error) {
      c.get("services").logger.error({ err: error, reqId: c.get("requestId") }, "page render failed");
      response = await bundle.renderer.renderError({ assets, locale });
    }
    const headers = Object.fromEntries(response.headers);
    delete headers["x-remix-replace"]; // the router's own marker for client-side redirects
    // A learner's page is theirs alone: never kept by a shared cache, nor stored by the browser.
    headers["cache-control"] = signedIn ? "private, no-store" : "no-cache";
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
  // A page's form sent before the app has started (the sign-in, sign-up and new-password forms are POST, so nothing
  // typed lands in a URL): the same page again, empty, by a 303. The app sends those forms itself once it runs.
  app.post("*", (c, next) => (c.req.path.startsWith("/api/") ? next() : c.redirect(c.req.url, 303)));
}
