import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./app/islands/vite-plugin.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    islands({ buildDirectory: process.env.BUILD_DIR ?? "build" }),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Fonts stay files (cacheable, and allowed by the CSP's font-src 'self').
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
});
