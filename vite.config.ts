import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { catalogues } from "./scripts/catalogues.ts";
import { APP_ICONS, pwaIcons } from "./scripts/pwa-icons.ts";
import { routePreloads } from "./scripts/route-preloads.ts";

/** The browser gets React itself: the build fails if Preact (or its compat layer) finds its way into the bundle. */
function reactOnly(): Plugin {
  return {
    name: "parley-react-only",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        const preact = item.moduleIds.find((id) => /[\\/]node_modules[\\/]preact[\\/]/.test(id));
        if (preact) this.error(`Preact is in the client bundle (${preact}): the app runs on React 19 (decision 0010)`);
      }
    },
  };
}

/**
 * The installable app (decision 0017): the web app manifest, and a service worker of our own (src/web/sw.ts,
 * Workbox) that precaches the built files. The app registers it itself (features/offline); the server links the
 * manifest in every page's head.
 */
const pwa = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/web",
    filename: "sw.ts",
    injectRegister: false,
    manifest: {
      name: "Parley: AI language tutor",
      short_name: "Parley",
      description: "Practise German and English by chatting with AI tutor characters.",
      id: "/",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#4f46e5",
      background_color: "#fafcff",
      icons: [...APP_ICONS],
    },
    injectManifest: {
      // Every built file the pages load: the app shell, each route's code and the texts of every language.
      globPatterns: ["**/*.{js,css,svg,png,webmanifest}"],
      globIgnores: ["**/node_modules/**", ".vite/**"],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
  });

/**
 * React Router's package exports only its development build (remix-run/react-router#12532, #14102): warnings for
 * developers on and their code shipped. Its production build sits beside it; both bundles use that one.
 */
const productionBuild = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace(`${sep}development${sep}`, `${sep}production${sep}`);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: productionBuild("react-router") },
  { find: /^react-router\/dom$/, replacement: productionBuild("react-router/dom") },
];

// The web app: `vite build` makes the browser's files (dist/web), `vite build --ssr` the server's renderer
// (dist/web-server). `npm run dev` serves it with this config and proxies /api to the server in watch mode.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    catalogues(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [routePreloads(), reactOnly(), pwaIcons("public/favicon.svg"), pwa()]),
  ],
  // The renderer carries its own production React and libraries: left external, React would pick its development
  // build whenever the server runs without NODE_ENV=production (as `npm start` does), rendering pages several times
  // slower. One bundle also keeps every library on the one React instance that renders.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { "process.env.NODE_ENV": JSON.stringify("production") } }
    : {}),
  resolve: { alias: REACT_ROUTER_PRODUCTION },
  build: isSsrBuild
    ? { outDir: "dist/web-server", emptyOutDir: true, sourcemap: true, target: "node20" }
    : {
        outDir: "dist/web",
        emptyOutDir: true,
        sourcemap: false,
        // The server reads the entry's files from it and links them in every page.
        manifest: true,
        // Route modules are lazy. The shared vendor code is a cacheable chunk of its own. A page's other chunks,
        // its icons too, are all linked from its HTML and arrive together (decision 0010).
        rollupOptions: {
          output: {
            advancedChunks: {
              groups: [
                {
                  name: "vendor",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@lingui[\\/](core|react))[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));
