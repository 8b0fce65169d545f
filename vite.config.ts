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
    // Fonts stay files (cacheable), except the language switch's 1.5 KB one, which goes into the
    // inlined stylesheet: as a request of its own it competed with the largest paint on every
    // English page (+0.1 s LCP measured). The CSP's font-src allows 'self' and data:.
    assetsInlineLimit: (file) =>
      file.endsWith("noto-sans-oriya-switch.woff2")
        ? true
        : file.endsWith(".woff2")
          ? false
          : undefined,
  },
});
