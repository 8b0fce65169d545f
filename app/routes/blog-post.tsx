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
import { blogArticle } from "~/content/blog";
import { relatedPosts } from "~/lib/blog-topics";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import type { PostSummary } from "~/lib/posts";
import { getPost, getPostSummaries } from "~/lib/posts.server";
import { blogPosting } from "~/lib/structured-data";

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { locale, post, related: relatedPosts<PostSummary>(post, getPostSummaries()) };
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
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <>
      <article>
        <StructuredData data={blogPosting(post)} />
        <ArticleHeader post={post} />
        {/* 42rem (max-w-2xl) is about 70 characters of this face a line, a comfortable reading measure. */}
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-2xl">
            <ArticleBody html={post.html} />
            <footer className="mt-12 border-t border-navy-100 pt-8">
              <h2
                id="article-tags-heading"
                className="text-sm font-bold tracking-wider text-navy-800 uppercase"
              >
                {blogArticle.tagsHeading}
              </h2>
              <PostTags tags={post.tags} labelledBy="article-tags-heading" className="mt-3" />
              <Link
                to="/blog"
                viewTransition
                prefetch="intent"
                className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-sun-800 hover:text-sun-700"
              >
                <ArrowLeftIcon aria-hidden="true" className="size-4" />
                {blogArticle.back}
              </Link>
            </footer>
          </div>
        </Container>
      </article>
      <RelatedPosts posts={related} />
      <CallToAction
        id="article-cta-heading"
        heading={blogArticle.cta.heading}
        text={blogArticle.cta.text}
        actions={[blogArticle.cta.primary, blogArticle.cta.secondary]}
      />
    </>
  );
}
