import { ArrowLeftIcon } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { ArticleBody } from "~/components/blog/article-body";
import { ArticleHeader } from "~/components/blog/article-header";
import { PostTags } from "~/components/blog/post-tags";
import { RelatedPosts } from "~/components/blog/related-posts";
import { CallToAction } from "~/components/call-to-action";
import { StructuredData } from "~/components/structured-data";
import { Container } from "~/components/ui/section";
import { blogLinks } from "~/content/blog";
import { blogCopy } from "~/content/copy/blog.server";
import { relatedPosts } from "~/lib/blog-topics";
import { localeOfRequest, locales } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";
import type { PostSummary } from "~/lib/posts";
import { getPost, getPostSummaries, hasPost } from "~/lib/posts.server";
import { blogPosting } from "~/lib/structured-data";

// An article in the page's language; a slug without a version in that language is a 404.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  // A post scheduled for a later day is not there yet (404) until its day.
  const { today } = context;
  const post = getPost(params.slug, locale, today);
  if (!post) throw data(null, { status: 404 });
  const { topics, card, article } = blogCopy[locale];
  return {
    locale,
    post,
    related: relatedPosts<PostSummary>(post, getPostSummaries(locale, today)),
    copy: { topics, card, article },
    translated: locales.every((other) => hasPost(post.slug, other, today)),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? getMeta({
        locale: loaderData.locale,
        title: loaderData.post.title,
        description: loaderData.post.excerpt,
        path: `/blog/${loaderData.post.slug}`,
        image: loaderData.post.image,
        imageAlt: loaderData.post.imageAlt,
        type: "article",
        translated: loaderData.translated,
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { locale, post, related, copy } = loaderData;
  const { article } = copy;
  const to = useLocalePath();
  return (
    <>
      <article>
        <StructuredData
          data={blogPosting(post, { locale, section: copy.topics[post.categoryId] })}
        />
        <ArticleHeader post={post} copy={copy} />
        {/* 42rem (max-w-2xl) is about 70 characters of this face a line, a comfortable reading measure. */}
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-2xl">
            <ArticleBody html={post.html} />
            <footer className="mt-12 border-t border-navy-100 pt-8">
              <h2
                id="article-tags-heading"
                className="text-sm font-bold tracking-wider text-navy-800 uppercase"
              >
                {article.tagsHeading}
              </h2>
              <PostTags tags={post.tags} labelledBy="article-tags-heading" className="mt-3" />
              <Link
                to={to("/blog")}
                viewTransition
                prefetch="intent"
                className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-sun-800 hover:text-sun-700"
              >
                <ArrowLeftIcon aria-hidden="true" className="size-4" />
                {article.back}
              </Link>
            </footer>
          </div>
        </Container>
      </article>
      <RelatedPosts posts={related} copy={copy} />
      <CallToAction
        id="article-cta-heading"
        heading={article.cta.heading}
        text={article.cta.text}
        actions={[
          { label: article.cta.primary, to: to(blogLinks.articleQuote) },
          { label: article.cta.secondary, to: to(blogLinks.articleContact) },
        ]}
      />
    </>
  );
}
