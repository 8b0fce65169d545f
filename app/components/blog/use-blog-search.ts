import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

const quietly = { replace: true, preventScrollReset: true } as const;

/**
 * The listing's search and "Load More" state, kept in the URL (?q=, ?all=1) so that the
 * server renders the same view without JavaScript and a shared or reloaded link shows it too.
 */
export function useBlogSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const urlQuery = searchParams.get("q") ?? "";

  // What the visitor types is shown at once; the URL follows by replacing its entry. A later
  // replace must not overwrite newer keystrokes, so only other navigations (a topic link, the
  // back button) set the box from the URL.
  const [query, setQueryState] = useState(urlQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== "REPLACE") setQueryState(urlQuery);
  }

  function setQuery(value: string) {
    setQueryState(value);
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set("q", value);
      else next.delete("q");
      return next;
    }, quietly);
  }

  function showAll() {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set("all", "1");
      return next;
    }, quietly);
  }

  return { query, setQuery, allShown: searchParams.has("all"), showAll };
}
