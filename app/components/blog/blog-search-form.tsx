import { SearchIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { BlogCopy } from "~/content/copy/en/blog";
import { localePath, type Locale } from "~/lib/i18n/locale";
import { type BlogSearchState, focusResults, useBlogSearch } from "./use-blog-search";

/**
 * The hero's search box, an island. Without JavaScript it is a plain GET form to the listing;
 * with it, the list below (another island, the same state) filters as the visitor types and
 * "Search" only takes them to the results.
 */
export function BlogSearchForm({
  locale,
  copy,
  query: initialQuery,
  all,
}: BlogSearchState & { locale: Locale; copy: BlogCopy["listing"]["search"] }) {
  const { query, setQuery } = useBlogSearch({ query: initialQuery, all });
  const { label, placeholder, submit } = copy;
  return (
    <form
      method="get"
      action={localePath(locale, "/blog")}
      role="search"
      className="mt-8 max-w-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        focusResults();
      }}
    >
      <label htmlFor="blog-search" className="block text-sm font-semibold text-navy-100">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-navy-600"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-controls="blog-results"
            className="h-12 w-full rounded-lg border-2 border-transparent bg-white pr-4 pl-12 text-base text-navy-900 shadow-sm placeholder:text-navy-600 focus:border-sun-400"
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: "sun", size: "lg" })}>
          {submit}
        </button>
      </div>
    </form>
  );
}
