import { ArrowRightIcon, ChevronRightIcon, MailIcon } from "lucide-react";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import type { FormNotice } from "~/lib/privacy/notice-words.server";
import { Link, useActionData } from "react-router";
import { useIslandToastWords } from "~/components/layout/toaster";
import type { NewsletterWords } from "~/components/leads/newsletter-form";
import { buttonVariants } from "~/components/ui/button";
import { Island } from "~/islands/island";
import newsletterFormIsland from "~/islands/newsletter-form.island";
import { articleCount } from "./blog-words";
import { blogLinks, postCategoryIds } from "~/content/blog";
import type { BlogCopy } from "~/content/copy/en/blog";
import { normalizeForSearch } from "~/lib/blog-search";
import { countByTopic, topicHref } from "~/lib/blog-topics";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/i18n/format";
import { useLocale, useLocalePath } from "~/lib/i18n/site-context";
import type { SubmissionResult } from "~/lib/leads/submission";
import type { PostSummary } from "~/lib/posts";

const boxClass = "rounded-2xl border border-navy-100 bg-white p-6 shadow-sm";
const boxHeadingClass = "text-lg font-extrabold tracking-tight text-navy-900";

/** The listing's side column: topics, popular reads, the newsletter and a quote prompt. */
export function BlogSidebar({
  posts,
  query,
  copy,
  newsletterWords,
  notice,
}: {
  posts: PostSummary[];
  query: string;
  copy: Pick<BlogCopy, "sidebar" | "topics" | "articleCount">;
  newsletterWords: NewsletterWords;
  /** The newsletter box's privacy notice (server-rendered beside its island). */
  notice: FormNotice;
}) {
  const locale = useLocale();
  const to = useLocalePath();
  const { sidebar } = copy;
  // Counted as its link searches (category or tag), so the number matches what it opens.
  const topics = countByTopic(posts, postCategoryIds);
  const popular = posts.filter((post) => post.popular);
  const activeTopic = normalizeForSearch(query);
  // The newsletter box's form (an island): its words, and the blog action's answer to a post
  // sent without JavaScript.
  const newsletterProps = {
    locale,
    words: newsletterWords,
    toasts: useIslandToastWords(),
    documentResult: (useActionData() as SubmissionResult | undefined) ?? null,
  };

  return (
    <aside aria-label={sidebar.label} className="grid content-start gap-8">
      <section aria-labelledby="blog-topics-heading" className={boxClass}>
        <h2 id="blog-topics-heading" className={boxHeadingClass}>
          {sidebar.topicsHeading}
        </h2>
        <ul className="mt-4 grid gap-1">
          {topics.map(({ id, count }) => {
            const name = copy.topics[id];
            const active = normalizeForSearch(name) === activeTopic;
            return (
              <li key={id}>
                <Link
                  to={to(topicHref(name))}
                  viewTransition
                  aria-current={active ? "true" : undefined}
                  className={cn(
                    "group flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 font-medium transition-colors",
                    active
                      ? "bg-sun-50 text-sun-800"
                      : "text-navy-700 hover:bg-navy-50 hover:text-navy-900",
                  )}
                >
                  <span className="flex items-center gap-2">
                    <ChevronRightIcon
                      aria-hidden="true"
                      className="size-4 text-sun-700 transition-transform motion-safe:group-hover:translate-x-0.5"
                    />
                    {name}
                  </span>
                  <span className="min-w-8 rounded-full bg-navy-50 px-2.5 py-0.5 text-center text-sm font-semibold text-navy-800 group-hover:bg-white">
                    <span aria-hidden="true">{count}</span>
                    <span className="sr-only">({articleCount(copy.articleCount, count)})</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="blog-popular-heading" className={boxClass}>
        <h2 id="blog-popular-heading" className={boxHeadingClass}>
          {sidebar.popularHeading}
        </h2>
        <ul className="mt-5 grid gap-5">
          {popular.map((post) => (
            <li key={post.slug} className="group relative flex items-start gap-4">
              <img
                src={`/media/blog/thumbs/${post.slug}.webp`}
                alt=""
                width={160}
                height={120}
                loading="lazy"
                decoding="async"
                className="h-15 w-20 shrink-0 rounded-lg bg-navy-50 object-cover"
              />
              <div className="min-w-0">
                <h3 className="leading-snug font-semibold text-navy-900">
                  <Link
                    to={to(`/blog/${post.slug}`)}
                    viewTransition
                    prefetch="intent"
                    className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-navy-700 group-hover:underline"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-navy-700">
                  <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="blog-newsletter-heading"
        className="rounded-2xl border border-sun-200 bg-sun-50 p-6"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-sun-100 text-sun-700">
          <MailIcon aria-hidden="true" className="size-6" />
        </span>
        <h2 id="blog-newsletter-heading" className={cn(boxHeadingClass, "mt-4")}>
          {sidebar.newsletter.heading}
        </h2>
        <p className="mt-2 leading-relaxed text-navy-700">{sidebar.newsletter.text}</p>
        <Island of={newsletterFormIsland} props={newsletterProps} />
        <PrivacyNotice notice={notice} className="mt-3" />
      </section>

      <section
        aria-labelledby="blog-quote-heading"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-navy-900 to-navy-700 p-6 text-white shadow-sm"
      >
        <div
          aria-hidden="true"
          className="absolute -top-12 -right-12 size-36 rounded-full bg-sun-500/25 blur-2xl"
        />
        <h2 id="blog-quote-heading" className="relative text-lg font-extrabold tracking-tight">
          {sidebar.quote.heading}
        </h2>
        <p className="relative mt-2 leading-relaxed text-navy-100">{sidebar.quote.text}</p>
        <Link
          to={to(blogLinks.sidebarQuote)}
          viewTransition
          prefetch="intent"
          className={buttonVariants({ variant: "sun", className: "relative mt-5 w-full" })}
        >
          {sidebar.quote.cta}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </section>
    </aside>
  );
}
