// Defaults shared by the browser config (app/config.ts) and the server (server/env.ts).
export const configDefaults = {
  siteUrl: "https://www.suryodaysolar.in",
  mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  mapAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;
