import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { routePreloads } from "./scripts/route-preloads";

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
    // Route modules are lazy; keep the shared vendor code in a cacheable chunk of its own.
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          /node_modules\/(preact|react-router)\//.test(id)
            ? "vendor"
            : // One chunk of every icon instead of a 1 KB request each: pages use several, and requests cost round trips.
              /node_modules\/lucide-react\//.test(id)
              ? "icons"
              : undefined,
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
