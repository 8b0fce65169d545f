// After `react-router build` (which empties build/client): the islands build's files join the
// client's fingerprinted assets, so the server sends them like any other (docs/decisions/009).
import { cpSync, existsSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? "build";
const from = join(`${buildDir}-islands`, "assets");
if (!existsSync(from)) {
  console.error(`place-islands: ${from} is missing; run the islands build first`);
  process.exit(1);
}
cpSync(from, join(buildDir, "client", "assets"), { recursive: true });
console.log("islands placed in the client's assets");
