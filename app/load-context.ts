import type { LeadStore } from "~/lib/leads/lead-store.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

// What the Express server hands to every loader and action (server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
    /**
     * Where form submissions are stored. Absent when pages are prerendered at build time;
     * actions then answer 503.
     */
    leads?: LeadStore;
    /** Tiered rate limits shared by every server instance (absent when prerendering). */
    rateLimiter?: RateLimiter;
  }
}

export {};
