import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets";

describe("precompressedAssets", () => {
  const source = "export const greeting = 'namaskar';".repeat(20);
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "assets-"));
    writeFileSync(join(dir, "app-1a2b.js"), source);
    writeFileSync(join(dir, "app-1a2b.js.br"), brotliCompressSync(source));
    writeFileSync(join(dir, "plain-3c4d.js"), source);
    const app = express();
    app.use("/assets", precompressedAssets(dir), express.static(dir));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("sends the Brotli copy, with the script's type, to a browser that accepts br", async () => {
    const response = await fetch(`${base}/app-1a2b.js`, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    // fetch decodes the Brotli body it was sent.
    expect(await response.text()).toBe(source);
  });

  it("leaves other browsers and files without a copy to the static files", async () => {
    const gzipOnly = await fetch(`${base}/app-1a2b.js`, { headers: { "accept-encoding": "gzip" } });
    expect(gzipOnly.headers.get("content-encoding")).toBeNull();
    expect(await gzipOnly.text()).toBe(source);

    const noCopy = await fetch(`${base}/plain-3c4d.js`, { headers: { "accept-encoding": "br" } });
    expect(noCopy.headers.get("content-encoding")).toBeNull();
    expect(await noCopy.text()).toBe(source);
  });
});
