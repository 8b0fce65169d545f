import { describe, expect, it } from "vitest";
import { deferHydration, hydrationStarter } from "./defer-hydration";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/><link rel="stylesheet" href="/a.css"/></head>',
  '<body><main>Content</main><script nonce="n1">window.__reactRouterContext={}</script>',
  '<script nonce="n1" type="module" async="">import "/assets/root.js";import("/assets/entry.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page, "n1");

  it("removes the module preloads from the head and lists them on the deferred bootstrap", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('data-modules="/assets/entry.js /assets/root.js"');
  });

  it("keeps the bootstrap's code but turns it into a block the browser does not run yet", () => {
    expect(html).toContain(
      '<script nonce="n1" type="text/x-deferred-module" id="deferred-hydration" data-modules="/assets/entry.js /assets/root.js">import "/assets/root.js";import("/assets/entry.js");</script>',
    );
    expect(html).not.toContain('<script nonce="n1" type="module"');
  });

  it("adds the starter, with the request's nonce, just before </body>, keeping the rest", () => {
    expect(html).toContain(`<script nonce="n1">${hydrationStarter}</script></body>`);
    expect(html).toContain("<main>Content</main>");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("adds the starter without a nonce on prerendered pages, which are allowed by hash", () => {
    expect(deferHydration(page, "")).toContain(`<script>${hydrationStarter}</script></body>`);
  });

  it("leaves a page without React Router's bootstrap untouched", () => {
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(deferHydration(plain, "n1")).toBe(plain);
  });
});
