// What the Express server hands to every loader and action (server/request-handler.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** The per-request Content-Security-Policy nonce for inline scripts. */
    cspNonce: string;
  }
}

export {};
