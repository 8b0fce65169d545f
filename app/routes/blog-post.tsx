import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHero } from "~/components/page-hero";
import { getMeta } from "~/lib/meta";
import { getPost } from "~/lib/posts.server";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? getMeta({
        title: loaderData.post.title,
        description: loaderData.post.excerpt,
        path: `/blog/${loaderData.post.slug}`,
        image: loaderData.post.image,
        imageAlt: loaderData.post.imageAlt,
        type: "article",
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article>
      <PageHero heading={post.title} intro={post.excerpt} />
      <div
        className="prose mx-auto max-w-3xl px-4 py-12"
        // Rendered at build time from our own Markdown files, never from visitor input.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
