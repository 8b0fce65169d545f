import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/blog";
import type { PageHandle } from "~/lib/page-handle";
import { BlogSearchForm } from "~/components/blog/blog-search-form";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { ExploreTopics } from "~/components/blog/explore-topics";
import { PostListing, resultsHeadingId } from "~/components/blog/post-listing";
import { useBlogSearch } from "~/components/blog/use-blog-search";
import { FormsCopyProvider } from "~/components/leads/forms-copy";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/section";
import { blogCopy } from "~/content/copy/blog.server";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import { keepDataAfterPosts } from "~/lib/revalidation";
import { getPostSummaries } from "~/lib/posts.server";

// Summaries only: the Markdown and its parser stay on the server. All of them, because the
// topic counts and the live search need every post; the view for ?q= and ?all=1 is rendered
// from the URL, on the server for visitors without JavaScript and in the browser as they type.
// Only the listing's copy: the article page's words stay out of this page's data.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { topics, articleCount, card, listing, sidebar, explore } = blogCopy[locale];
  return {
    page: shownPage(locale, "blog"),
    copy: { topics, articleCount, card, listing, sidebar, explore },
    posts: getPostSummaries(locale),
    forms: formsCopy[locale],
  };
}

export { newsletterAction as action } from "~/lib/leads/newsletter-action.server";
export { newsletterClientAction as clientAction } from "~/lib/leads/newsletter-client-action";

// The posts don't change with ?q= or ?all=1, so searching and "Load More" need no new request,
// nor with the newsletter's post.
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (!args.formMethod && args.currentUrl.pathname === args.nextUrl.pathname) return false;
  return keepDataAfterPosts(args);
};

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

// Until its widgets are islands (issue 12), React Router hydrates this page whole.
export const handle: PageHandle = { searchParams: ["q", "all"], hydrate: true };

function focusResults() {
  document.getElementById(resultsHeadingId)?.focus();
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, posts } = loaderData;
  const { query, setQuery, allShown, showAll } = useBlogSearch();

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <BlogSearchForm
          copy={copy.listing.search}
          query={query}
          onQueryChange={setQuery}
          onSubmit={focusResults}
        />
      </PageHero>

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-3 lg:gap-10">
        <PostListing
          copy={copy}
          posts={posts}
          query={query}
          allShown={allShown}
          onShowAll={showAll}
          onClearSearch={() => {
            setQuery("");
            focusResults();
          }}
        />
        <FormsCopyProvider value={loaderData.forms}>
          <BlogSidebar copy={copy} posts={posts} query={query} />
        </FormsCopyProvider>
      </Container>

      <ExploreTopics copy={copy} posts={posts} />
    </>
  );
}
