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
 * Gzip bytes of the JS a route loads until the network is idle (entry, preloads and its lazy chunks), and of its
 * CSS: inlined in the page's HTML, plus any stylesheet it loads.
 */
export async function routeBundles(baseUrl: string, routes: string[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { route: string; js: number; css: number; files: number }[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const loaded = new Set<string>();
      page.on("response", (res) => {
        const path = new URL(res.url()).pathname;
        if (/\.(js|css)$/.test(path)) loaded.add(path);
      });
      await page.goto(baseUrl + route, { waitUntil: "networkidle" });
      let js = 0;
      const inline = await page.locator("style#app-css").evaluate((style) => style.textContent ?? "");
      let css = inline ? gzipSync(inline, { level: 9 }).length : 0;
      for (const path of loaded) {
        if (path.endsWith(".js")) js += gzipSize(path);
        else css += gzipSize(path);
      }
      rows.push({ route, js, css, files: loaded.size });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
