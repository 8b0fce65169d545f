import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { islandsProblems, pageScripts } from "./page-scripts";
import { loadPrerenderedPages, prerenderedManifestFile } from "./prerendered-pages";

describe("pageScripts", () => {
  it("finds inline scripts with their types and bodies, and module preloads", async () => {
    const html = `<head><link rel="modulepreload" href="/a.js"></head><body><script>window.a=1</script>
      <script type="module">import "x"</script><script src="/a.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script></body>`;
    const { inline, modulePreloads } = await pageScripts(html);
    expect(modulePreloads).toEqual(["/a.js"]);
    expect(inline.map(({ type, body }) => ({ type, body }))).toEqual([
      { type: undefined, body: "window.a=1" },
      { type: "module", body: 'import "x"' },
      { type: "application/ld+json", body: '{"@type":"Thing"}' },
    ]);
  });

  it("names what is wrong with a public page that sends more than the islands runtime", async () => {
    const router = `<html><head><link rel="modulepreload" href="/assets/a.js"></head><body>
      <script>window.__context={}</script><script type="module">import "/assets/a.js"</script></body></html>`;
    expect(islandsProblems(await pageScripts(router))).toEqual([
      "the page hydrates whole, not only its islands",
      "module preloads in the page",
      "an inline script runs",
      "scripts [], not the islands runtime alone",
    ]);
    const islands = `<html data-islands=""><body><div data-island="map" data-props="{}"></div>
      <script type="application/ld+json">{}</script><script type="module" src="/assets/islands-Ab1.js"></script></body></html>`;
    expect(islandsProblems(await pageScripts(islands))).toEqual([]);
  });
});

describe("loadPrerenderedPages", () => {
  it("reads the pages the build recorded", () => {
    const dir = mkdtempSync(join(tmpdir(), "prerendered-"));
    mkdirSync(join(dir, "client", "blog", "net-metering"), { recursive: true });
    mkdirSync(join(dir, "server"));
    writeFileSync(join(dir, "client", "index.html"), "<h1>Home</h1>");
    writeFileSync(join(dir, "client", "blog", "net-metering", "index.html"), "<h1>Post</h1>");
    writeFileSync(
      join(dir, "server", prerenderedManifestFile),
      JSON.stringify({
        "/": { file: "index.html" },
        "/blog/net-metering": { file: "blog/net-metering/index.html" },
      }),
    );
    const pages = loadPrerenderedPages(dir);
    expect([...pages.keys()]).toEqual(["/", "/blog/net-metering"]);
    expect(pages.get("/")).toEqual({ html: Buffer.from("<h1>Home</h1>") });
  });

  it("refuses to start without the build's record of its checked pages", () => {
    const dir = mkdtempSync(join(tmpdir(), "prerendered-"));
    expect(() => loadPrerenderedPages(dir)).toThrow(/npm run build/);
  });
});
