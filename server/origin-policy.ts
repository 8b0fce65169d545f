import type { Request } from "express";

// One answer to "may this origin post our forms?", shared by the server's own check and React
// Router's (fed through the build's allowedActionOrigins), so a post is either accepted by both
// or refused once, by us, with a clear message.

/** The origin the visitor's browser sees: behind a trusted proxy, its scheme and host. */
export const requestOrigin = (req: Request) => `${req.protocol}://${req.host}`;

/** "https://Example.in:443/x" → "https://example.in"; opaque or invalid origins → undefined. */
export function normaliseOrigin(origin: string): string | undefined {
  try {
    const { origin: normalised } = new URL(origin);
    return normalised === "null" ? undefined : normalised;
  } catch {
    return undefined;
  }
}

export function createOriginPolicy(listed: string[]) {
  const allowed = new Set(listed.map(normaliseOrigin).filter((o) => o !== undefined));
  return {
    /**
     * True for the request's own origin and the listed ones (the public site URL, SITE_ORIGIN).
     * Opaque origins ("null", chrome-extension://, file://, data:) are never the site's own.
     */
    allows(origin: string, ownOrigin: string): boolean {
      const normalised = normaliseOrigin(origin);
      return normalised !== undefined && (normalised === ownOrigin || allowed.has(normalised));
    },
    /** The listed origins' hosts, in the form React Router's allowedActionOrigins takes. */
    actionOriginHosts: [...allowed].map((origin) => new URL(origin).host),
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;
