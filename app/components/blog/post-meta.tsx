import { CalendarDaysIcon, ClockIcon } from "lucide-react";
import { readTime } from "./blog-words";
import type { PostCardCopy } from "~/content/copy/en/blog";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import type { PostSummary } from "~/lib/posts";

/** A post's category, publication date and read time, on a light or a dark background. */
export function PostMeta({
  locale,
  post,
  copy,
  tone = "light",
  showCategory = true,
  className,
}: {
  /** The page's language (passed, not read from the site's context: cards render in islands). */
  locale: Locale;
  post: Pick<PostSummary, "categoryId" | "date" | "readMinutes">;
  copy: PostCardCopy;
  tone?: "light" | "dark";
  /** Off where the category is shown elsewhere (on a card's image). */
  showCategory?: boolean;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-2 text-sm",
        dark ? "text-navy-100" : "text-navy-700",
        className,
      )}
    >
      {showCategory ? <CategoryBadge category={copy.topics[post.categoryId]} tone={tone} /> : null}
      <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon aria-hidden="true" className="size-4 shrink-0" />
          {readTime(copy.card.readTime, post.readMinutes)}
        </span>
      </span>
    </div>
  );
}

export function CategoryBadge({
  category,
  tone = "light",
  className,
}: {
  category: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase",
        tone === "dark" ? "bg-sun-400 text-navy-950" : "bg-sun-100 text-sun-800",
        className,
      )}
    >
      {category}
    </span>
  );
}
