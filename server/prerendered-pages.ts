import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The pages the build prerendered, as recorded after the build by
// scripts/prerendered-manifest.ts once it has checked that each runs no inline script (so the
// CSP allows the site's own files and nothing else on them).

/** In build/server, so it is never served. */
export const prerenderedManifestFile = "prerendered-pages.json";

/** URL path ("/", "/about", "/blog/slug") → the page's file under build/client. */
export type PrerenderedManifest = Record<string, { file: string }>;

export interface PrerenderedPage {
  html: Buffer;
}

export function loadPrerenderedPages(buildDir: string): Map<string, PrerenderedPage> {
  const manifestPath = join(buildDir, "server", prerenderedManifestFile);
  if (!existsSync(manifestPath)) {
    throw new Error(`No ${manifestPath}: run "npm run build" (it records the prerendered pages).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderedManifest;
  return new Map(
    Object.entries(manifest).map(([path, { file }]) => [
      path,
      { html: readFileSync(join(buildDir, "client", file)) },
    ]),
  );
}
