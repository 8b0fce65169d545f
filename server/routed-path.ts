// The path React Router will route, decided once for every guard (issue 17): the tier a post
// is counted in, and where a refusal page links back to. A path with dot segments
// ("/inbox/../forms/contact", "/inbox/%2e%2e/contact") or backslashes is normalised by the URL
// parser into another path than the one a guard would read, so it is refused before anything
// reads it; nothing of the site is reached that way.

/**
 * The request path, percent-decoded segment by segment as the router matches it; null when it
 * has a dot segment, a backslash or a malformed escape.
 */
export function routedPath(originalUrl: string): string | null {
  const query = originalUrl.indexOf("?");
  const raw = query === -1 ? originalUrl : originalUrl.slice(0, query);
  if (!raw.startsWith("/") || raw.includes("\\")) return null;
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === "." || decoded === ".." || decoded.includes("\\")) return null;
    segments.push(decoded);
  }
  return segments.join("/");
}

/**
 * A path of this site that a page may link to as it is: one leading slash (never "//host"),
 * and only the characters of the site's own paths. Anything else is not linked.
 */
export function isOwnPagePath(path: string): boolean {
  return /^\/(?!\/)[\w/-]*$/.test(path);
}
