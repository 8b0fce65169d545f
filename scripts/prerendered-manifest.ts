// Runs after `react-router build`: reads every prerendered page the build wrote, checks that
// its hydration is deferred as docs/decisions/003 says, and records the SHA-256 hashes of its
// inline scripts for the server's Content-Security-Policy (build/server/prerendered-pages.json).
// A React Router upgrade that changes the markup fails the build here instead of silently
// sending pages that hydrate early or break under the CSP.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { deferralProblems, isRunnable, pageScripts, scriptHash } from "../server/page-scripts";
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
  for (const problem of await deferralProblems(html)) failures.push(`${path}: ${problem}`);
  const { inline } = await pageScripts(html);
  const scriptHashes = [...new Set(inline.filter(isRunnable).map((s) => scriptHash(s.body)))];
  manifest[path] = { file: relative(clientDir, file).split(sep).join("/"), scriptHashes };
}
if (failures.length) {
  console.error(`prerendered pages are not as docs/decisions/003 expects:\n${failures.join("\n")}`);
  process.exit(1);
}
writeFileSync(join(buildDir, "server", prerenderedManifestFile), JSON.stringify(manifest, null, 2));
console.log(`prerendered: ${Object.keys(manifest).length} pages checked, script hashes recorded`);
