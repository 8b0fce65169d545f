import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { islandsProblems, pageScripts } from "../../server/page-scripts";
import {
  type PrerenderedManifest,
  prerenderedManifestFile,
} from "../../server/prerendered-pages";
import { expect, test } from "./fixtures";

// Reads what `npm run build` really wrote (not a hand-made page), so a change that brings React
// Router's scripts back to a public page, or leaves scripts the CSP blocks, fails here (and in
// the build's own check) (docs/decisions/009-islands.md).

const buildDir = process.env.BUILD_DIR ?? "build";
const manifest = JSON.parse(
  readFileSync(join(buildDir, "server", prerenderedManifestFile), "utf8"),
) as PrerenderedManifest;

test("every prerendered page sends only the islands runtime, and the server allows no inline script", async ({
  request,
}) => {
  const paths = Object.keys(manifest);
  expect(paths).toEqual(expect.arrayContaining(["/", "/about", "/contact", "/quote-request"]));
  for (const path of paths) {
    const html = readFileSync(join(buildDir, "client", manifest[path]!.file), "utf8");
    expect(islandsProblems(await pageScripts(html)), path).toEqual([]);

    const served = await request.get(path);
    const csp = served.headers()["content-security-policy"] ?? "";
    expect(/script-src ([^;]+)/.exec(csp)?.[1]?.trim(), path).toBe("'self'");
  }
});

test("the build keeps no React Router data files beside the pages: no browser router asks for them", () => {
  const files = readdirSync(join(buildDir, "client"), { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => file.endsWith(".data"))).toEqual([]);
  expect(files).toContain("index.html");
});

test("the staff sign-in pages hydrate whole under React Router, at once", async ({ request }) => {
  for (const path of ["/inbox/login", "/inbox/login/code"]) {
    const html = await (await request.get(path)).text();
    const { inline } = await pageScripts(html);
    expect(inline.filter((script) => script.type === "module"), path).toHaveLength(1);
    expect(islandsProblems(await pageScripts(html)), path).toContain(
      "the page hydrates whole, not only its islands",
    );
  }
});
