import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import type { Plugin } from "vite";

/** The install icons: drawn from the logo (public/favicon.svg) at build time, so they never drift from it. */
export const APP_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;
export const APPLE_TOUCH_ICON = "/icons/apple-touch-icon.png";

/** The logo's brand colour: the maskable icon's full-bleed background. */
const BRAND = "#4f46e5";

/**
 * A maskable icon is cut to any shape by the launcher: the background fills the square, and the glyph keeps to the
 * inner 80% (the safe zone), so a circle mask never cuts it.
 */
function maskable(logo: string): string {
  const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(3.2 3.2) scale(0.8)">${inner}</g></svg>`;
}

/** An opaque square (iOS puts its own rounded corners on touch icons and shows transparency as black). */
function opaque(logo: string): string {
  return maskable(logo).replace("translate(3.2 3.2) scale(0.8)", "translate(1.6 1.6) scale(0.9)");
}

/** Vite plugin: renders the logo to the PNG icons the web app manifest and iOS need (resvg, WebAssembly: no binaries). */
export function pwaIcons(logoPath: string): Plugin {
  return {
    name: "parley-pwa-icons",
    apply: "build",
    async generateBundle() {
      const wasm = readFileSync(createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm"));
      await initWasm(wasm).catch((error: Error) => {
        // One initialisation per process: a second build in the same process finds it done.
        if (!/already been initialized/i.test(error.message)) throw error;
      });
      const logo = readFileSync(logoPath, "utf8");
      const render = (svg: string, size: number) =>
        new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
      const files: [string, string, number][] = [
        [APP_ICONS[0].src, logo, 192],
        [APP_ICONS[1].src, logo, 512],
        [APP_ICONS[2].src, maskable(logo), 512],
        [APPLE_TOUCH_ICON, opaque(logo), 180],
      ];
      for (const [src, svg, size] of files) {
        this.emitFile({ type: "asset", fileName: src.slice(1), source: render(svg, size) });
      }
    },
  };
}
