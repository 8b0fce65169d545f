import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { deferredScriptType } from "../app/lib/defer-hydration";

export interface PrerenderedPage {
  html: Buffer;
  /** CSP source expressions ("sha256-…") of the page's inline scripts. */
  scriptHashes: string[];
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Hashes of the inline scripts a browser will run, including the hydration bootstrap that
 * runs after load; not data blocks such as JSON-LD.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", deferredScriptType].includes(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

function findIndexFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : findIndexFiles(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

/** The pages the build prerendered, keyed by URL path ("/", "/about", "/blog/slug"). */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(clientDir)) return pages;
  for (const file of findIndexFiles(clientDir)) {
    const folder = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    const html = readFileSync(file);
    pages.set(`/${folder}`, { html, scriptHashes: inlineScriptHashes(html.toString("utf8")) });
  }
  return pages;
}
