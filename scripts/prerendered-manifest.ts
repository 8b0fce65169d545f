// Runs after `react-router build`: reads every prerendered page the build wrote, checks that it
// hydrates only its islands, sending the islands runtime and nothing else
// (docs/decisions/009-islands.md), and records the SHA-256 hashes of its inline scripts for the
// server's Content-Security-Policy (build/server/prerendered-pages.json). A change that brings
// React Router's scripts back, or leaves the runtime out, fails the build here.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { islandsProblems, isRunnable, pageScripts, scriptHash } from "../server/page-scripts";
import { prerenderedManifestFile, type PrerenderedManifest } from "../server/prerendered-pages";

const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");

function findIndexFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : findIndexFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

const manifest: PrerenderedManifest = {};
const failures: string[] = [];
for (const file of findIndexFiles(clientDir)) {
  const folder = relative(clientDir, file).split(sep).slice(0, -1).join("/");
  const path = `/${folder}`;
  const html = readFileSync(file, "utf8");
  const scripts = await pageScripts(html);
  // Every prerendered page is public, and a public page hydrates only its islands.
  for (const problem of islandsProblems(scripts)) failures.push(`${path}: ${problem}`);
  const { inline } = scripts;
  const scriptHashes = [...new Set(inline.filter(isRunnable).map((s) => scriptHash(s.body)))];
  manifest[path] = { file: relative(clientDir, file).split(sep).join("/"), scriptHashes };
}
if (failures.length) {
  console.error(`prerendered pages are not as docs/decisions/009 expects:\n${failures.join("\n")}`);
  process.exit(1);
}
writeFileSync(join(buildDir, "server", prerenderedManifestFile), JSON.stringify(manifest, null, 2));
console.log(`prerendered: ${Object.keys(manifest).length} pages checked, script hashes recorded`);
