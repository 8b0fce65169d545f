import { defineConfig } from "vite";

// The browser's side of the public pages (docs/decisions/009-islands.md): the islands runtime
// and, split off it, each island and the React they share. Built before `react-router build`,
// which reads this build's manifest to name the runtime in every page it renders; the files
// then join the client's assets (scripts/place-islands.mjs).
// Beside the build folder, not in it: `react-router build` empties that first.
export const islandsOutDir = `${process.env.BUILD_DIR ?? "build"}-islands`;
export const islandsRuntimeEntry = "app/islands/runtime.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Tailwind's classes come from the main build's stylesheet; islands import no CSS.
  build: {
    outDir: islandsOutDir,
    emptyOutDir: true,
    manifest: true,
    // The pages' own CSP allows no inline script; the runtime adds nothing inline either.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: islandsRuntimeEntry,
      output: {
        entryFileNames: "assets/islands-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
      },
    },
  },
});
