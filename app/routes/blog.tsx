import { useSearchParams } from "react-router";
import { formNotice } from "~/lib/privacy/notice-words.server";
import type { Route } from "./+types/blog";
import type { PageHandle } from "~/lib/page-handle";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { ExploreTopics } from "~/components/blog/explore-topics";
import type { ListedPost } from "~/components/blog/post-listing";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/section";
import { blogCopy } from "~/content/copy/blog.server";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { Island } from "~/islands/island";
import blogListingIsland from "~/islands/blog-listing.island";
import blogSearchIsland from "~/islands/blog-search.island";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocale } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";
import { getPostSummaries } from "~/lib/posts.server";

// Summaries only: the Markdown and its parser stay on the server. All of them, because the
// topic counts and the live search need every post; the view for ?q= and ?all=1 is rendered
// from the URL, on the server for visitors without JavaScript and in the browser as they type.
// Only the listing's copy: the article page's words stay out of this page's data.
export function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { topics, articleCount, card, listing, sidebar, explore } = blogCopy[locale];
  const { newsletter, honeypotLabel, failed, invalid } = formsCopy[locale];
  return {
    page: shownPage(locale, "blog"),
    copy: { topics, articleCount, card, listing, sidebar, explore },
    // A post dated after today is scheduled: not listed, searched or counted yet.
    posts: getPostSummaries(locale, context.today),
    // The newsletter box's words (its island's props).
    forms: { newsletter, honeypotLabel, failed, invalid },
    notice: formNotice(locale, "newsletter"),
  };
}

export { newsletterAction as action } from "~/lib/leads/newsletter-action.server";

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export const handle: PageHandle = { searchParams: ["q", "all"] };

/** What the listing island needs of each post: its card and its topics, nothing more. */
function listed({
  popular: _,
  ...post
}: Route.ComponentProps["loaderData"]["posts"][number]): ListedPost {
  return post;
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, posts } = loaderData;
  const locale = useLocale();
  // The view the URL asks for, as the server renders it (the islands take it from here).
  const [searchParams] = useSearchParams();
  const search = { query: searchParams.get("q") ?? "", all: searchParams.has("all") };
  const { search: searchCopy, ...listing } = copy.listing;

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <Island of={blogSearchIsland} props={{ locale, copy: searchCopy, ...search }} />
      </PageHero>

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-3 lg:gap-10">
        <Island
          of={blogListingIsland}
          props={{
            locale,
            copy: { listing, card: copy.card, topics: copy.topics },
            posts: posts.map(listed),
            ...search,
          }}
        />
        <BlogSidebar
          copy={copy}
          posts={posts}
          query={search.query}
          newsletterWords={loaderData.forms}
          notice={loaderData.notice}
        />
      </Container>

      <ExploreTopics copy={copy} posts={posts} />
    </>
  );
}
