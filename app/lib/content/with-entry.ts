import type { Collection } from "./content-schemas";
import type {
  BlogPost,
  CompanyDetails,
  FaqItem,
  GalleryItem,
  PublishedContent,
  TestimonialItem,
} from "./published-content";

// The published content with one entry put in place of its published self (or added), as the
// desk's preview renders it: what visitors would see once that draft is published.

export function withEntry(
  content: PublishedContent,
  collection: Collection,
  id: string,
  body: unknown,
): PublishedContent {
  const replace = <T>(list: T[], idOf: (item: T) => string): T[] =>
    list.some((item) => idOf(item) === id)
      ? list.map((item) => (idOf(item) === id ? (body as T) : item))
      : [...list, body as T];
  switch (collection) {
    case "company":
      return { ...content, company: body as CompanyDetails };
    case "gallery":
      return { ...content, gallery: replace<GalleryItem>(content.gallery, (item) => item.id) };
    case "faq":
      return { ...content, faq: replace<FaqItem>(content.faq, (item) => item.id) };
    case "testimonials":
      return {
        ...content,
        testimonials: replace<TestimonialItem>(content.testimonials, (item) => item.id),
      };
    case "blog":
      return { ...content, blog: replace<BlogPost>(content.blog, (post) => post.slug) };
  }
}
