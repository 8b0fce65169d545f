// What a route module may say about itself in its `handle` export, read by the server.
export interface PageHandle {
  /**
   * The query parameters this page reads (`?category=`). A URL carrying one of them is rendered
   * per request; any other query string (utm_source, gclid, fbclid…) gets the prerendered page.
   */
  searchParams?: readonly string[];
  /** Hydrate as soon as the scripts arrive, not after load and paint (docs/decisions/003). */
  hydrateAtOnce?: boolean;
}
