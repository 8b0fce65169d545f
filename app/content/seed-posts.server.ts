import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import matter from "gray-matter";
import { z } from "zod";
import { postCategoryIds, postTagIds } from "~/content/blog";
import type { BlogPost, BlogPostWords } from "~/lib/content/published-content";
import type { Locale } from "~/lib/i18n/locale";

// The six articles a new database starts with, from the Markdown files they were written in:
// English in posts/, Odia (same slugs) in posts/or/. The content desk keeps them from there.

/**
 * The Markdown sources by path. Vite bundles them into the build (and vitest reads them the same
 * way); the server's own process, run by tsx rather than Vite, reads the same files from disk
 * when it seeds a new database.
 */
function readSources(): Record<Locale, Record<string, string>> {
  if (import.meta.env) {
    return {
      en: import.meta.glob<string>("./posts/*.md", {
        query: "?raw",
        import: "default",
        eager: true,
      }),
      or: import.meta.glob<string>("./posts/or/*.md", {
        query: "?raw",
        import: "default",
        eager: true,
      }),
    };
  }
  const onDisk = (folder: string) => {
    const directory = fileURLToPath(new URL(folder, import.meta.url));
    return Object.fromEntries(
      readdirSync(directory)
        .filter((file) => file.endsWith(".md"))
        .map((file) => [join(folder, file), readFileSync(join(directory, file), "utf8")]),
    );
  };
  return { en: onDisk("./posts/"), or: onDisk("./posts/or/") };
}

const sources = readSources();

/** The front matter, the same in both languages but for its words. */
const frontMatterSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(50),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  categoryId: z.enum(postCategoryIds),
  image: z.string().startsWith("/media/"),
  imageAlt: z.string().min(10),
  tagIds: z.array(z.enum(postTagIds)).min(1),
  popular: z.boolean(),
});

/**
 * Front matter is data, never code: gray-matter would run a `---js` block as JavaScript, so
 * every engine but YAML refuses.
 */
const refuseCode = () => {
  throw new Error("Front matter is read as YAML only, never run as code");
};
const engines = { js: refuseCode, javascript: refuseCode, coffee: refuseCode };

export function readFrontMatter(path: string, source: string) {
  const { data, content } = matter(source, { engines, language: "yaml" });
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front matter in ${path}: ${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, body: content };
}

function read(locale: Locale) {
  return new Map(
    Object.entries(sources[locale]).map(([path, source]) => [
      basename(path, ".md"),
      readFrontMatter(path, source),
    ]),
  );
}

function words(post: ReturnType<typeof readFrontMatter>): BlogPostWords {
  return { title: post.title, excerpt: post.excerpt, imageAlt: post.imageAlt, body: post.body };
}

const english = read("en");
const odia = read("or");

export const seedPosts: BlogPost[] = [...english.entries()]
  .map(([slug, post]) => {
    const translation = odia.get(slug);
    if (!translation) throw new Error(`No Odia version of posts/${slug}.md`);
    return {
      slug,
      categoryId: post.categoryId,
      tagIds: post.tagIds,
      date: post.date,
      popular: post.popular,
      cover: { kind: "static" as const, src: post.image, width: 800, height: 450 },
      words: { en: words(post), or: words(translation) },
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
