import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@shared": resolve(root, "../shared"), "@": resolve(root, "src") } },
  build: {
    outDir: resolve(root, "dist"),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Everything the first paint needs (React, the user fetch, the spinner) in one chunk with the
    // entry instead of a dozen tiny preloaded ones; screens and route tables still split per route.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "boot", tags: ["$initial"] }],
          experimentalInlineCommonChunks: { maxSize: 4000 },
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
