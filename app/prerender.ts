import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Pages whose HTML is the same for every visitor, rendered once at build time. */
export const staticPagePaths = [
  "/",
  "/about",
  "/products-services",
  "/how-it-works",
  "/gallery",
  "/faq",
  "/blog",
  "/privency-policy",
  "/contact",
  "/quote-request",
];

export function postSlugs(): string[] {
  const folder = fileURLToPath(new URL("./content/posts/", import.meta.url));
  return readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
}

export function prerenderPaths(): string[] {
  return [...staticPagePaths, ...postSlugs().map((slug) => `/blog/${slug}`)];
}
