import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const root = dirname(fileURLToPath(import.meta.url));
const appEntry = resolve(root, "src/main.tsx");
/**
 * The page's entry (src/start.ts), what it imports, and Vite's own helpers for it (the html entry,
 * the dynamic-import preloader): kept out of the app's chunk so that they run before it has loaded.
 */
const startModules =
  /\/src\/(start|app\/first-reads|lib\/(early-requests|url-of|storage|session\/selected-league))\.ts$|\/shared\/(contract\/routes|league-rules|constants)\.ts$|\/index\.html$|^\0vite\//;

/**
 * index.html loads only the small entry; the app's code (React, the route-table switch) and its
 * stylesheet are imported by it. Listed here, as modulepreloads and the stylesheet link, their
 * download starts with the page's, not once the entry has arrived and run.
 */
function preloadApp(): Plugin {
  return {
    name: "treble:preload-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === "chunk");
        const app = chunks.find((c) => c.facadeModuleId === appEntry);
        if (!app) throw new Error("the build has no chunk for src/main.tsx");
        const files = [...app.imports, app.fileName];
        const css = chunks.filter((c) => files.includes(c.fileName)).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]);
        const link = (rel: string, file: string) => ({
          tag: "link",
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        });
        return [...files.map((file) => link("modulepreload", file)), ...css.map((file) => link("stylesheet", file))];
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), preloadApp()],
  resolve: { alias: { "@shared": resolve(root, "../shared"), "@": resolve(root, "src") } },
  build: {
    outDir: resolve(root, "dist"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // main.tsx is an entry of its own so that its static imports are one group: everything the
      // first paint needs (React, the user fetch, the spinner) in one chunk instead of a dozen tiny
      // preloaded ones; screens and route tables still split per route.
      input: { index: resolve(root, "index.html"), app: appEntry },
      output: {
        codeSplitting: {
          groups: [
            { name: "boot", tags: ["$initial"], test: (id) => !startModules.test(id), includeDependenciesRecursively: false },
            // What the entry shares with the app (the contract, the league rule, storage), one file instead of four
            // beside the entry: each is a request on the first screen's crowded start (decision 0338).
            { name: "start", test: (id) => startModules.test(id) && !/\/src\/start\.ts$|\/index\.html$/.test(id) },
          ],
          experimentalInlineCommonChunks: { maxSize: 4000, exclude: startModules },
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
