import { createContext, useContext } from "react";

// The per-request CSP nonce, handed from the server entry to <Scripts>. Empty in the browser
// and in prerendered pages (those are allowed by the hashes of their scripts instead).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
