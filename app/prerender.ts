import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pagePaths } from "./content/pages";
import { localePath, locales } from "./lib/i18n/locale";

// Read by react-router.config.ts at build time (Node), never by the app.

/**
 * Pages whose HTML is the same for every visitor and every day, rendered once at build time.
 * The savings planner is not one: what it says depends on the day (docs/decisions/005).
 */
export const staticPagePaths = Object.values(pagePaths).filter(
  (path) => path !== pagePaths.solarCalculator,
);

function postSlugs(folder: string): string[] {
  return readdirSync(fileURLToPath(new URL(folder, import.meta.url)))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
}

export function prerenderPaths(): string[] {
  return [
    ...locales.flatMap((locale) => staticPagePaths.map((path) => localePath(locale, path))),
    ...postSlugs("./content/posts/").map((slug) => `/blog/${slug}`),
    ...postSlugs("./content/posts/or/").map((slug) => localePath("or", `/blog/${slug}`)),
    "/sitemap.xml",
    "/robots.txt",
  ];
}
