import type { PublishedContent } from "~/lib/content/published-content";
import { seedCompany } from "./company";
import { seedFaq } from "./seed-faq";
import { seedGallery } from "./seed-gallery";
import { seedTestimonials } from "./seed-testimonials";
import { seedPosts } from "./seed-posts.server";

// What a new database starts with, and what the build prerenders: exactly the spec's site
// (8 gallery projects, 6 posts, 6 FAQ entries and 4 testimonials in both languages, the company's details and headline figures).
// The content desk (issue 32) changes it from there; nothing here is read once a database has
// published.

export const seedContent: PublishedContent = {
  serial: 0,
  company: seedCompany,
  gallery: seedGallery,
  blog: seedPosts,
  faq: seedFaq,
  testimonials: seedTestimonials,
};
