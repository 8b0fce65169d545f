import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { topicId } from "./blog-topics";
import { type Post, type PostSummary, readTimeFor } from "./posts";
import { postCategoryIds } from "~/content/blog";

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
  // Named in English ("Energy Savings"), as the Odia articles' categoryId is too.
  category: z.string().transform(topicId).pipe(z.enum(postCategoryIds)),
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
  const { category, ...fields } = parsed.data;
  return {
    slug,
    ...fields,
    categoryId: category,
    tagIds: fields.tags.map(topicId),
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
