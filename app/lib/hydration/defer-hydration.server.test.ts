import { describe, expect, it } from "vitest";
import { deferHydration, hydrationStarter } from "./defer-hydration.server";

// The markup React Router's <Scripts /> writes, as of 7.18; the build's own check
// (scripts/prerendered-manifest.ts) and tests/e2e/build-output.spec.ts read the real pages.
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/><link rel="stylesheet" href="/a.css"/></head>',
  '<body><main>Content &amp; more</main><script nonce="n1">window.__reactRouterContext={}</script>',
  '<script nonce="n1" type="module" async="">import "/assets/root.js";import("/assets/entry.js");</script>',
  '<script type="application/ld+json">{"a":"b<\\/script>"}</script>',
  "</body></html>",
].join("");

describe("deferHydration", async () => {
  const result = await deferHydration(page, "n1");
  const html = result.html;

  it("says it deferred", () => {
    expect(result.deferred).toBe(true);
  });

  it("removes the module preloads and lists them on the deferred bootstrap", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('data-modules="/assets/entry.js /assets/root.js"');
  });

  it("keeps the bootstrap's code in a block the browser does not run yet", () => {
    expect(html).toContain(
      '<script nonce="n1" type="text/x-deferred-module" id="deferred-hydration" data-modules="/assets/entry.js /assets/root.js">import "/assets/root.js";import("/assets/entry.js");</script>',
    );
    expect(html).not.toContain('type="module"');
  });

  it("adds the starter, with the request's nonce, just before </body>, keeping the rest as it was", () => {
    expect(html).toContain(`<script nonce="n1">${hydrationStarter}</script></body>`);
    expect(html).toContain("<main>Content &amp; more</main>");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain('{"a":"b<\\/script>"}');
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("adds the starter without a nonce on prerendered pages, which are allowed by hash", async () => {
    expect((await deferHydration(page, "")).html).toContain(
      `<script>${hydrationStarter}</script></body>`,
    );
  });

  it("leaves a page whose markup it does not recognise as it was, and says why", async () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(await deferHydration(plain, "n1")).toEqual({
      deferred: false,
      html: plain,
      reason: "expected one inline module bootstrap, found 0",
    });
  });
});
