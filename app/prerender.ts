import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pages } from "./content/pages";

// Read by react-router.config.ts at build time (Node), never by the app.

/** Pages whose HTML is the same for every visitor, rendered once at build time. */
export const staticPagePaths = Object.values(pages).map((page) => page.path);

function postSlugs(): string[] {
  const folder = fileURLToPath(new URL("./content/posts/", import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
}

export function prerenderPaths(): string[] {
  return [
    ...staticPagePaths,
    ...postSlugs().map((slug) => `/blog/${slug}`),
    "/sitemap.xml",
    "/robots.txt",
  ];
}
