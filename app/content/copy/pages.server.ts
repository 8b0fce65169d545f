import type { Locale } from "~/lib/i18n/locale";
import type { ShownPage } from "~/lib/meta";
import { pagePaths, type PageKey } from "~/content/pages";
import { pagesCopy as en, type PagesCopy } from "./en/pages";
import { pagesCopy as or } from "./or/pages";

// Server only (loaders): a component receives its copy from the loader, never by import, so
// the browser gets the shown page's words in the shown language and nothing else.
export const pagesCopy: Record<Locale, PagesCopy> = { en, or };

/** What a page's loader hands to its meta and its hero: the page's words in `locale`. */
export function shownPage(locale: Locale, key: PageKey): ShownPage {
  const copy = pagesCopy[locale];
  return { locale, path: pagePaths[key], imageAlt: copy.socialImageAlt, ...copy.pages[key] };
}
