import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

/** The built single-page app: hashed assets cached forever, everything else revalidated, client routes -> index.html. */
export interface WebBundle {
  dir: string;
  indexHtml: string;
  /** CSP hashes of the inline scripts of index.html (the no-flash theme script). */
  scriptHashes: string[];
}

export function readWebBundle(dir: string): WebBundle | undefined {
  const file = join(dir, "index.html");
  if (!existsSync(file)) return undefined;
  const indexHtml = readFileSync(file, "utf8");
  return { dir, indexHtml, scriptHashes: inlineScriptHashes(indexHtml) };
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
  app.use("*", serveStatic({ root: bundle.dir, precompressed: true }));
  // Any other GET is a client route: the router renders it (or its 404 page).
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(bundle.indexHtml);
  });
}
