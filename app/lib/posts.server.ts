import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { type Post, type PostSummary, postCategories, readTimeFor } from "./posts";

// The Markdown sources are bundled into the server build, parsed and validated once.
const sources = import.meta.glob<string>("../content/posts/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const frontMatterSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(50),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  category: z.enum(postCategories),
  image: z.string().startsWith("/media/"),
  imageAlt: z.string().min(10),
  tags: z.array(z.string().min(2)).min(1),
  popular: z.boolean(),
});

function parsePost(path: string, source: string): Post {
  const slug = path.replace(/^.*\/(.+)\.md$/, "$1");
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return {
    slug,
    ...parsed.data,
    readTime: readTimeFor(content),
    html: marked.parse(content, { async: false }),
  };
}

const posts: Post[] = Object.entries(sources)
  .map(([path, source]) => parsePost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date));

/** All posts, newest first, without their bodies. */
export function getPostSummaries(): PostSummary[] {
  return posts.map(({ html: _html, ...summary }) => summary);
}

export function getPost(slug: string): Post | undefined {
  return posts.find((post) => post.slug === slug);
}
