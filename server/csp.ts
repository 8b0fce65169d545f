import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { HelmetOptions } from "helmet";

type CspResponse = ServerResponse & { locals?: Record<string, unknown> };

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The origin pattern of a map tile URL template, for img-src. */
export function tileSource(tileUrl: string): string {
  const { protocol, host } = new URL(tileUrl.replaceAll("{s}", "a"));
  return `${protocol}//${tileUrl.includes("{s}.") ? `*.${host.split(".").slice(1).join(".")}` : host}`;
}

/**
 * The site's own files; inline scripts only with this request's nonce on pages rendered per
 * request (the inbox hydrates whole under React Router). A prerendered page runs no inline
 * script at all (the build checks it, scripts/prerendered-manifest.ts): its own files only.
 */
function scriptSource(_req: IncomingMessage, res: CspResponse): string {
  if (res.locals?.prerenderedPage) return "'self'";
  return `'self' 'nonce-${String(res.locals?.cspNonce)}'`;
}

export function helmetOptions({ tileUrl }: { tileUrl: string }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [scriptSource],
        // Radix and Leaflet position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", tileSource(tileUrl)],
        // data: for the language switch's five Odia letters, inlined with the styles.
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    // The site links out (WhatsApp, map attribution) but embeds nothing cross-origin.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  };
}
