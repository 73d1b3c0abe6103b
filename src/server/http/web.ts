import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./context";

/** The built single-page app: hashed assets cached forever, everything else revalidated, client routes -> index.html. */
export interface WebBundle {
  dir: string;
  indexHtml: string;
  /** CSP hashes of the inline scripts of index.html (the no-flash theme script). */
  scriptHashes: string[];
  /** Each page's URL pattern, its own JS files and first API reads (the build's route-preloads.json, or none). */
  pages: WebPage[];
}

interface WebPage {
  path: string;
  files: string[];
  data: string[];
}

export function readWebBundle(dir: string): WebBundle | undefined {
  const file = join(dir, "index.html");
  if (!existsSync(file)) return undefined;
  const indexHtml = readFileSync(file, "utf8");
  const preloads = join(dir, "route-preloads.json");
  const pages = existsSync(preloads) ? JSON.parse(readFileSync(preloads, "utf8")) : [];
  return { dir, indexHtml, scriptHashes: inlineScriptHashes(indexHtml), pages };
}

/**
 * The page a client route opens, as react-router ranks them: a pattern's segments must all match (`:name` matches
 * any one segment); of several matches the one with more literal segments wins. The catch-all `*` is left out.
 */
export function matchPage<P extends { path: string }>(
  pages: P[],
  pathname: string,
): { page: P; params: Record<string, string> } | undefined {
  let parts: string[];
  try {
    parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // a malformed escape: the router shows its 404 page
  }
  let best: { page: P; params: Record<string, string>; literal: number } | undefined;
  for (const page of pages) {
    if (page.path === "*") continue;
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

/** An API path pattern with the page's parameters filled in, each escaped as one path segment. */
const fillPath = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

/**
 * index.html for a page: modulepreload links for the page's own code (the same for every URL of a page, so made
 * once) and preload links for the API reads it starts with.
 */
function pageHtml(bundle: WebBundle): (pathname: string) => string {
  const withCode = new Map(
    bundle.pages.map((page) => {
      const links = page.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join("");
      return [page, bundle.indexHtml.replace("</head>", `${links}</head>`)];
    }),
  );
  return (pathname) => {
    const match = matchPage(bundle.pages, pathname);
    const html = match && withCode.get(match.page);
    if (!match || !html) return bundle.indexHtml;
    const data = match.page.data
      .map((pattern) => `<link rel="preload" as="fetch" crossorigin href="${fillPath(pattern, match.params)}">`)
      .join("");
    return html.replace("</head>", `${data}</head>`);
  };
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

export function mountWeb(app: Hono<AppEnv>, bundle: WebBundle | undefined): void {
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
  const htmlFor = pageHtml(bundle);
  const page = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    return c.html(htmlFor(c.req.path));
  };
  // The home page is a client route too (not the static index.html, which has no page's preloads).
  app.get("/", page);
  app.use("*", serveStatic({ root: bundle.dir, precompressed: true }));
  // Any other GET is a client route: the router renders it (or its 404 page).
  app.get("*", page);
}
