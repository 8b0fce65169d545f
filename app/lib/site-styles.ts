import { createContext, useContext } from "react";

// The site's stylesheet as text, handed in by entry.server.tsx (app/lib/site-styles.server.ts):
// public pages carry it in their <head> instead of linking it (docs/decisions/009-islands.md).
const SiteStylesContext = createContext<string | null>(null);

export const SiteStylesProvider = SiteStylesContext.Provider;

export function useSiteStyles(): string | null {
  return useContext(SiteStylesContext);
}
