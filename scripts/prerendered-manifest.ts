// Runs after `react-router build`: reads every prerendered page the build wrote, checks that it
// hydrates only its islands, sending the islands runtime and nothing else and running no
// inline script (docs/decisions/009-islands.md), and records the pages for the server
// (build/server/prerendered-pages.json). A change that brings React Router's scripts back, or
// leaves the runtime out, fails the build here. React Router's `.data` files beside the pages
// are deleted: no browser router asks for them (public pages hydrate islands only).
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { islandsProblems, pageScripts } from "../server/page-scripts";
import { prerenderedManifestFile, type PrerenderedManifest } from "../server/prerendered-pages";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");

/** The build's files under `folder` whose names pass `wanted`, leaving out the assets. */
function findFiles(folder: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : findFiles(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

const manifest: PrerenderedManifest = {};
const failures: string[] = [];
for (const file of findFiles(clientDir, (name) => name === "index.html")) {
  const folder = relative(clientDir, file).split(sep).slice(0, -1).join("/");
  const path = `/${folder}`;
  const html = readFileSync(file, "utf8");
  // Every prerendered page is public, and a public page hydrates only its islands.
  for (const problem of islandsProblems(await pageScripts(html))) {
    failures.push(`${path}: ${problem}`);
  }
  manifest[path] = { file: relative(clientDir, file).split(sep).join("/") };
}
for (const file of findFiles(clientDir, (name) => name.endsWith(".data"))) rmSync(file);
if (failures.length) {
  console.error(`prerendered pages are not as docs/decisions/009 expects:\n${failures.join("\n")}`);
  process.exit(1);
}
writeFileSync(join(buildDir, "server", prerenderedManifestFile), JSON.stringify(manifest, null, 2));
console.log(`prerendered: ${Object.keys(manifest).length} pages checked`);
