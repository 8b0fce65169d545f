import { Breadcrumb } from "./breadcrumb";
import { PostMeta } from "./post-meta";
import { Container } from "~/components/ui/section";
import type { BlogCopy } from "~/content/copy/en/blog";
import { useLocale, useLocalePath } from "~/lib/i18n/site-context";
import type { PostSummary } from "~/lib/posts";
import { PhotoImg } from "~/components/photo-img";

/**
 * The top of an article: breadcrumb, title and facts on the dark band, then the hero image
 * overlapping its lower edge. The image is the page's largest paint, so it loads first.
 */
export function ArticleHeader({
  post,
  copy,
}: {
  post: PostSummary;
  copy: Pick<BlogCopy, "article" | "topics" | "card">;
}) {
  const to = useLocalePath();
  const { article } = copy;
  return (
    <header>
      <div className="relative overflow-hidden bg-gradient-to-br from-navy-900 via-navy-800 to-navy-700 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-sun-500/20 blur-3xl"
        />
        <Container className="relative pt-8 pb-28 sm:pt-12 sm:pb-40">
          <div className="mx-auto max-w-4xl">
            <Breadcrumb
              label={article.breadcrumbLabel}
              crumbs={[
                { label: article.home, to: to("/") },
                { label: article.blog, to: to("/blog") },
                { label: post.title },
              ]}
            />
            <PostMeta
              locale={useLocale()}
              post={post}
              copy={copy}
              tone="dark"
              className="mt-8 sm:mt-10"
            />
            <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]">
              {post.title}
            </h1>
            <p className="mt-5 max-w-3xl text-base leading-relaxed text-navy-100 sm:text-lg">
              {post.excerpt}
            </p>
          </div>
        </Container>
      </div>
      <Container className="relative -mt-20 sm:-mt-32">
        <PhotoImg
          photo={post.cover}
          sizes="(min-width: 960px) 896px, 100vw"
          alt={post.imageAlt}
          loading="eager"
          fetchPriority="high"
          className="mx-auto aspect-video w-full max-w-4xl rounded-2xl bg-navy-100 object-cover shadow-xl ring-1 ring-navy-900/5"
        />
      </Container>
    </header>
  );
}
