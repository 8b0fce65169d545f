import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsOutDir, islandsRuntimeEntry } from "./vite.islands.config.ts";

/**
 * The URL of the islands runtime every public page loads (docs/decisions/009-islands.md): in a
 * build, the fingerprinted file the islands build wrote (it runs first); in development, the
 * source, which Vite serves as it is.
 */
function islandsRuntimeUrl(command: "build" | "serve"): string {
  if (command === "serve") return `/${islandsRuntimeEntry}`;
  const manifestFile = join(islandsOutDir, ".vite", "manifest.json");
  // Tools that only read this config (typegen) need no runtime; a build without it fails its
  // check of the prerendered pages (scripts/prerendered-manifest.ts).
  if (!existsSync(manifestFile)) return "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[islandsRuntimeEntry];
  return entry ? `/${entry.file}` : "";
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    "import.meta.env.VITE_ISLANDS_RUNTIME": JSON.stringify(islandsRuntimeUrl(command)),
  },
  build: {
    // Fonts stay files (cacheable, and allowed by the CSP's font-src 'self').
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
  },
}));
