import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium";

function gzipSize(urlPath: string): number {
  const file = join("dist/web", urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * Gzip bytes of a route's initial JS (what its HTML's boot script starts: the entry module and its preloads), of all the JS
 * it loads until the network is idle (with what loads after hydration), and of its CSS (inlined in the HTML).
 */
export async function routeBundles(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { route: string; initialJs: number; js: number; css: number; files: number }[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const loaded = new Set<string>();
      page.on("response", (res) => {
        const path = new URL(res.url()).pathname;
        if (/\.(js|css)$/.test(path)) loaded.add(path);
      });
      const response = await page.goto(baseUrl + route, { waitUntil: "networkidle" });
      // The initial JS: what the HTML's boot script starts (the entry and the modules it preloads).
      const html = (await response?.text()) ?? "";
      const boot = /<script id="parley-boot" data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html);
      const linked = boot ? [boot[1]!, ...boot[2]!.split(" ").filter(Boolean)] : [];
      const initialJs = [...new Set(linked)].reduce((sum, path) => sum + gzipSize(path), 0);
      let js = 0;
      const inline = await page.locator("style#app-css").evaluate((style) => style.textContent ?? "");
      let css = inline ? gzipSync(inline, { level: 9 }).length : 0;
      for (const path of loaded) {
        if (path.endsWith(".js")) js += gzipSize(path);
        else css += gzipSize(path);
      }
      rows.push({ route, initialJs, js, css, files: loaded.size });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
