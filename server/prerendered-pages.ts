import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The pages the build prerendered, with the CSP hashes of their inline scripts, as recorded
// after the build by scripts/prerendered-manifest.ts.

/** In build/server, so it is never served. */
export const prerenderedManifestFile = "prerendered-pages.json";

/** URL path ("/", "/about", "/blog/slug") → the page's file under build/client and hashes. */
export type PrerenderedManifest = Record<string, { file: string; scriptHashes: string[] }>;

export interface PrerenderedPage {
  html: Buffer;
  /** CSP source expressions ("sha256-…") of the page's inline scripts. */
  scriptHashes: string[];
}

export function loadPrerenderedPages(buildDir: string): Map<string, PrerenderedPage> {
  const manifestPath = join(buildDir, "server", prerenderedManifestFile);
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No ${manifestPath}: run "npm run build" (it records the pages' script hashes).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderedManifest;
  return new Map(
    Object.entries(manifest).map(([path, { file, scriptHashes }]) => [
      path,
      { html: readFileSync(join(buildDir, "client", file)), scriptHashes },
    ]),
  );
}
