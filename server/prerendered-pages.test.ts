import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, loadPrerenderedPages } from "./prerendered-pages";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes inline classic and module scripts but not external scripts or data blocks", () => {
    const html = `<script>window.a=1</script><script type="module">import "x"</script>
      <script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "x"')]);
  });
});

describe("loadPrerenderedPages", () => {
  it("maps each prerendered index.html to its URL path and skips the assets folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "prerendered-"));
    mkdirSync(join(dir, "blog", "net-metering"), { recursive: true });
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), "<h1>Home</h1>");
    writeFileSync(join(dir, "blog", "net-metering", "index.html"), "<h1>Post</h1>");
    writeFileSync(join(dir, "assets", "index.html"), "not a page");
    const pages = loadPrerenderedPages(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/blog/net-metering"]);
    expect(pages.get("/")?.html.toString()).toBe("<h1>Home</h1>");
  });
});
