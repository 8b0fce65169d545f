import { createContext, useContext, useMemo } from "react";
import type { SiteCopy } from "~/content/copy/en/site";
import type { ShownCompany } from "~/lib/content/shown-company";
import { localePath, type Locale } from "./locale";

// The page's language and the words every page shares, handed down by the site layout's
// loader (only the shown language reaches the browser). Page copy comes from each page's own
// loader, as props.

export interface SiteContextValue {
  locale: Locale;
  copy: SiteCopy;
  /** The company's published details in the page's language (the content desk keeps them). */
  company: ShownCompany;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() needs the site layout around it");
  return value;
}

export function useLocale(): Locale {
  return useSite().locale;
}

/** Turns a site path into the shown language's: to("/quote-request") → "/or/quote-request". */
export function useLocalePath(): (path: string) => string {
  const { locale } = useSite();
  return useMemo(() => (path: string) => localePath(locale, path), [locale]);
}
