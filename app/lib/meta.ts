import type { MetaDescriptor } from "react-router";
import { publicConfig } from "~/config";
import { company } from "~/content/company";

export interface PageMeta {
  /** The page's own title; the company name is added after it. */
  title: string;
  description: string;
  /** The page's path, for its canonical address. */
  path: string;
  /** A social-card image served by the site (absolute path). */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  /** For pages that must not be indexed (the catch-all). */
  noindex?: boolean;
}

export const defaultSocialImage = {
  src: "/media/og/default.jpg",
  alt: `${company.name}: ${company.tagline}`,
  width: 1200,
  height: 630,
};

export function absoluteUrl(path: string): string {
  return `${publicConfig.siteUrl}${path === "/" ? "/" : path}`;
}

export function pageTitle(title: string): string {
  return title === company.name ? title : `${title} | ${company.name}`;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for one page. */
export function getMeta(page: PageMeta): MetaDescriptor[] {
  const title = pageTitle(page.title);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image ?? defaultSocialImage.src);
  const imageAlt = page.imageAlt ?? defaultSocialImage.alt;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
