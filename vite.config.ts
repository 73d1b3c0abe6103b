import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { routePreloads } from "./scripts/route-preloads.ts";

// The web app. `npm run dev` serves it with this config and proxies /api to the server in watch mode.
export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Route modules are lazy. The shared vendor code is a cacheable chunk of its own. The icons are one chunk: split,
    // each icon that two pages share is a 1 KB file, and a page waited for ten or more of them.
    rollupOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: "vendor", test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 2 },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
