import { SearchXIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { type CardPost, PostCard } from "./post-card";
import { buttonVariants } from "~/components/ui/button";
import { listingStatus } from "./blog-words";
import { initialPostCount } from "~/content/blog";
import type { BlogCopy } from "~/content/copy/en/blog";
import { searchPosts } from "~/lib/blog-search";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { useHydrated } from "~/lib/use-hydrated";
import type { PostSummary } from "~/lib/posts";
import {
  type BlogSearchState,
  focusResults,
  resultsHeadingId,
  useBlogSearch,
} from "./use-blog-search";

/** What the listing needs of a post: its card, and its topic ids for a topic's search. */
export type ListedPost = CardPost & Pick<PostSummary, "tagIds">;

/** The listing's words (the search box's own are the hero's). */
export type ListingCopy = Pick<BlogCopy, "card" | "topics"> & {
  listing: Omit<BlogCopy["listing"], "search">;
};

/**
 * The listing as an island: the posts filtered by the search typed in the hero (another
 * island, the same state) or the first few until "Load More".
 */
export function BlogResults({
  query,
  all,
  ...props
}: BlogSearchState & { locale: Locale; copy: ListingCopy; posts: ListedPost[] }) {
  const search = useBlogSearch({ query, all });
  return (
    <PostListing
      {...props}
      query={search.query}
      allShown={search.allShown}
      onShowAll={search.showAll}
      onClearSearch={() => {
        search.setQuery("");
        focusResults();
      }}
    />
  );
}

/**
 * The grid of article cards: the search results, or the first few posts until the visitor
 * asks for the rest. A polite live region says how many are shown.
 */
export function PostListing({
  locale,
  posts,
  query,
  allShown,
  onShowAll,
  onClearSearch,
  copy,
}: {
  locale: Locale;
  copy: ListingCopy;
  posts: ListedPost[];
  query: string;
  allShown: boolean;
  onShowAll: () => void;
  onClearSearch: () => void;
}) {
  const hydrated = useHydrated();
  const to = (path: string) => localePath(locale, path);
  const { listing } = copy;
  const trimmed = query.trim();
  const searching = trimmed !== "";
  const results = searchPosts(posts, trimmed, copy.topics);
  // While searching every match is shown; otherwise the first few until "Load More".
  const visible = searching || allShown ? results : results.slice(0, initialPostCount);
  const hasMore = visible.length < results.length;

  // After "Load More", focus moves to the first revealed article instead of being lost with
  // the button that disappears.
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterReveal = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterReveal.current;
    if (index === null || visible.length <= index) return;
    focusAfterReveal.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>("h3 a")[index]?.focus();
  }, [visible.length]);

  function showAll() {
    focusAfterReveal.current = visible.length;
    onShowAll();
  }

  return (
    <section id="blog-results" aria-labelledby={resultsHeadingId} className="min-w-0 lg:col-span-2">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-navy-100 pb-4">
        <h2
          id={resultsHeadingId}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight text-navy-900 outline-none sm:text-3xl"
        >
          {searching ? listing.searchHeading : listing.heading}
        </h2>
        <div className="flex items-center gap-4 text-sm">
          <p role="status" aria-live="polite" aria-atomic="true" className="text-navy-700">
            {listingStatus(listing.status, visible.length, posts.length, trimmed)}
          </p>
          {searching ? (
            <a
              href={to("/blog")}
              onClick={(event) => {
                event.preventDefault();
                onClearSearch();
              }}
              className="inline-flex min-h-11 items-center font-semibold text-sun-800 underline underline-offset-4 hover:text-sun-700"
            >
              {listing.clearSearch}
            </a>
          ) : null}
        </div>
      </div>

      {visible.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-navy-200 bg-navy-50 px-6 py-14 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-navy-700 shadow-sm">
            <SearchXIcon aria-hidden="true" className="size-7" />
          </span>
          <h3 className="mt-5 text-xl font-bold text-navy-900">{listing.empty.heading}</h3>
          <p className="mx-auto mt-2 max-w-md leading-relaxed text-navy-700">
            {listing.empty.text}
          </p>
          <a
            href={to("/blog")}
            onClick={(event) => {
              event.preventDefault();
              onClearSearch();
            }}
            className={buttonVariants({ variant: "navy", className: "mt-6" })}
          >
            {listing.empty.showAll}
          </a>
        </div>
      ) : (
        <div ref={gridRef} className="mt-8 grid gap-8 md:grid-cols-2">
          {visible.map((post, index) => (
            <PostCard key={post.slug} locale={locale} post={post} copy={copy} eager={index < 2} />
          ))}
        </div>
      )}

      {hasMore ? (
        <div className="mt-12 flex justify-center">
          {hydrated ? (
            <button
              type="button"
              onClick={showAll}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {listing.loadMore}
            </button>
          ) : (
            // Before JavaScript runs (or without it) the server renders every post for ?all=1.
            <a
              href={to("/blog?all=1")}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {listing.loadMore}
            </a>
          )}
        </div>
      ) : null}
    </section>
  );
}
