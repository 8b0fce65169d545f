import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once React runs the page: the
 * moment to swap a no-JavaScript fallback for its scripted version without a mismatch.
 * The switch re-renders the component in a transition, in slices the browser can interrupt:
 * as an external store's update it re-rendered the blog's whole listing in one task (about
 * 85 ms on a throttled phone) right after it hydrated (issue 24).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
