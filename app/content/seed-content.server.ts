import type { PublishedContent } from "~/lib/content/published-content";
import { seedCompany } from "./company";
import { seedAreas } from "./seed-areas";
import { seedBadges } from "./seed-badges";
import { seedFaq } from "./seed-faq";
import { seedGallery } from "./seed-gallery";
import { seedTestimonials } from "./seed-testimonials";
import { seedPosts } from "./seed-posts.server";
import { seedRates } from "./seed-rates";
import { seedTeam } from "./seed-team";

// What a new database starts with, and what the build prerenders: exactly the spec's site
// (8 gallery projects, 6 posts, 6 FAQ entries, 4 testimonials, the team of 3, 5 badges and 10
// service areas in both languages, the company's details and headline figures).
// The content desk (issue 32) changes it from there; nothing here is read once a database has
// published.

export const seedContent: PublishedContent = {
  serial: 0,
  company: seedCompany,
  gallery: seedGallery,
  blog: seedPosts,
  faq: seedFaq,
  testimonials: seedTestimonials,
  team: seedTeam,
  badges: seedBadges,
  areas: seedAreas,
  rates: seedRates,
};
