import { configDefaults } from "./config-defaults";

// Configuration that reaches the browser. Read at build time from VITE_* variables, so
// prerendered pages and the client bundle agree; see README "Configuration".
export const publicConfig = {
  /** The public origin of the site, for canonical links, sitemaps and social cards. */
  siteUrl: (import.meta.env.VITE_SITE_URL ?? configDefaults.siteUrl).replace(/\/$/, ""),
  map: {
    tileUrl: import.meta.env.VITE_MAP_TILE_URL ?? configDefaults.mapTileUrl,
    attribution: import.meta.env.VITE_MAP_ATTRIBUTION ?? configDefaults.mapAttribution,
  },
} as const;
