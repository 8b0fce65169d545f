import type { Collection } from "./content-schemas";
import { type CompanyDetails, entryIdOf, type PublishedContent } from "./published-content";

// The published content with one entry put in place of its published self (or added), as the
// desk's preview renders it: what visitors would see once that draft is published.

export function withEntry(
  content: PublishedContent,
  collection: Collection,
  id: string,
  body: unknown,
): PublishedContent {
  if (collection === "company") return { ...content, company: body as CompanyDetails };
  const idOf = entryIdOf[collection] as (item: unknown) => string;
  const list = content[collection] as unknown[];
  const replaced = list.some((item) => idOf(item) === id)
    ? list.map((item) => (idOf(item) === id ? body : item))
    : [...list, body];
  return { ...content, [collection]: replaced };
}
