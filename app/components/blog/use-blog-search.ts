import { useSyncExternalStore } from "react";

export const resultsHeadingId = "blog-results-heading";

/** Moves focus to the results' heading (after a search, or when it is cleared). */
export function focusResults() {
  document.getElementById(resultsHeadingId)?.focus();
}

/** What the listing shows: the search as typed, and whether "Load More" was asked for. */
export interface BlogSearchState {
  query: string;
  all: boolean;
}

// The search box (in the hero) and the listing are two islands, two React roots, that share
// this state. It lives in the browser only: the server never writes it, and each island starts
// from its props (the URL the page was rendered for), so the server's HTML and hydration agree.
let shared: { seed: string; state: BlogSearchState } | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const seedOf = ({ query, all }: BlogSearchState) => `${all ? 1 : 0}${query}`;

/**
 * The listing's search and "Load More" state, kept in the URL (?q=, ?all=1) by replacing its
 * entry, so that the server renders the same view without JavaScript and a shared, reloaded
 * or revisited link shows it too.
 *
 * `initial` is the page's URL as the server read it. State set in the browser holds while the
 * page keeps that URL; a page given another one (a topic link, where the whole page runs
 * under React Router) starts again from it.
 */
export function useBlogSearch(initial: BlogSearchState) {
  const seed = seedOf(initial);
  const current = useSyncExternalStore(
    subscribe,
    () => shared,
    () => null,
  );
  const { query, all } = current?.seed === seed ? current.state : initial;

  function set(next: BlogSearchState) {
    shared = { seed, state: next };
    for (const listener of listeners) listener();
    const url = new URL(window.location.href);
    if (next.query) url.searchParams.set("q", next.query);
    else url.searchParams.delete("q");
    if (next.all) url.searchParams.set("all", "1");
    window.history.replaceState(window.history.state, "", url);
  }

  return {
    query,
    allShown: all,
    setQuery: (value: string) => set({ query: value, all }),
    showAll: () => set({ query, all: true }),
  };
}
