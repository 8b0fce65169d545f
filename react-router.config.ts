import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender";

export default {
  ssr: true,
  // Every page that reads the same for every visitor is rendered to HTML at build time
  // (docs/decisions/001-rendering.md); requests with a query string, form posts and unknown
  // paths are rendered per request by the same server.
  prerender: prerenderPaths,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // One `vite build` of several environments: the islands are one (app/islands/vite-plugin.ts).
  future: { v8_viteEnvironmentApi: true },
} satisfies Config;
