// `npm start` runs this first: it builds the site when there is no build yet, or when any
// source is newer than the build, so a fresh clone needs only `npm install && npm start`.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const marker = join(buildDir, "server", "index.js");
const sources = [
  "app",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestChange));
if (changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("npm run build", { stdio: "inherit" });
}
