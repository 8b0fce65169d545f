import type { BlogCopy } from "~/content/copy/en/blog";
import { fill } from "~/lib/i18n/fill";

// The blog's sentences with numbers in them, from the shown language's templates.

/** "1 article", "3 articles" (Odia: "3ଟି ଲେଖା"). */
export function articleCount(templates: BlogCopy["articleCount"], count: number): string {
  return fill(count === 1 ? templates.one : templates.other, { count });
}

/** What the listing's live region says: how many articles a search matches, or are shown. */
export function listingStatus(
  templates: BlogCopy["listing"]["status"],
  shown: number,
  total: number,
  query: string,
): string {
  if (query) {
    const template =
      shown === 0 ? templates.noMatch : shown === 1 ? templates.oneMatch : templates.manyMatch;
    return fill(template, { shown, query });
  }
  return fill(shown === total ? templates.all : templates.some, { shown, total });
}

/** "5 min read" (Odia: "ପଢ଼ିବାକୁ 5 ମିନିଟ"). */
export function readTime(template: string, minutes: number): string {
  return fill(template, { minutes });
}
