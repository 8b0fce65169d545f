import { existsSync, readdirSync } from "node:fs";
import { extname, resolve } from "node:path";
import type { RequestHandler } from "express";
import { cacheControl } from "../app/lib/cache-control";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * Sends the build's Brotli copy (scripts/precompress.mjs) of a fingerprinted asset to
 * browsers that accept it; everything else falls through to the static files.
 */
export function precompressedAssets(folder: string): RequestHandler {
  const assetsDir = resolve(folder);
  const available = new Set(
    existsSync(assetsDir)
      ? readdirSync(assetsDir)
          .filter((file) => file.endsWith(".br"))
          .map((file) => `/${file.slice(0, -3)}`)
      : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (!available.has(req.path)) return next();
    res.vary("Accept-Encoding");
    if (!/\bbr\b/.test(req.get("accept-encoding") ?? "")) return next();
    res.set({
      "Content-Type": contentTypes[extname(req.path)] ?? "application/octet-stream",
      "Content-Encoding": "br",
      "Cache-Control": cacheControl.hashedAsset,
    });
    res.sendFile(
      `${req.path.slice(1)}.br`,
      {
        root: assetsDir,
        etag: false,
        lastModified: false,
        acceptRanges: false,
        cacheControl: false,
      },
      (error) => {
        if (!error || res.headersSent) return;
        res.removeHeader("Content-Encoding");
        next(error);
      },
    );
  };
}
