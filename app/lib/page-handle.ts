// What a route module may say about itself in its `handle` export, read by the server.
export interface PageHandle {
  /**
   * The query parameters this page reads (`?category=`). A URL carrying one of them is rendered
   * per request; any other query string (utm_source, gclid, fbclid…) gets the prerendered page.
   */
  searchParams?: readonly string[];
  /**
   * Hydrate the whole page under React Router (the staff inbox), as soon as the scripts arrive.
   * Public pages do not: they hydrate only their islands (docs/decisions/009-islands.md).
   */
  hydrate?: boolean;
}
