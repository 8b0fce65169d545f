import { SearchIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { BlogCopy } from "~/content/copy/en/blog";
import { useLocalePath } from "~/lib/i18n/site-context";

/**
 * The hero's search box. Without JavaScript it is a plain GET form to the listing; with it, the
 * list below filters as the visitor types and "Search" only takes them to the results.
 */
export function BlogSearchForm({
  query,
  onQueryChange,
  onSubmit,
  copy,
}: {
  copy: BlogCopy["listing"]["search"];
  query: string;
  onQueryChange: (query: string) => void;
  onSubmit: () => void;
}) {
  const to = useLocalePath();
  const { label, placeholder, submit } = copy;
  return (
    <form
      method="get"
      action={to("/blog")}
      role="search"
      className="mt-8 max-w-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
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
            onChange={(event) => onQueryChange(event.target.value)}
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
