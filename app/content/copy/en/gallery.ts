import type { GalleryCategoryId, GalleryProjectId } from "~/content/gallery";
import type { GalleryWords } from "~/lib/content/published-content";

// The gallery's words in English. Another locale's module declares itself
// `satisfies GalleryCopy`, so a missing label, title or sentence fails the type check.

export interface GalleryCopy {
  eyebrow: string;
  heading: string;
  filterLabel: string;
  allLabel: string;
  /** Read before each card's category tag. */
  categoryLabel: string;
  /** Announced politely whenever the filter changes: one project, or any other number. */
  resultCount: { one: string; other: string };
  empty: string;
  showAll: string;
  footerNote: string;
  cta: { heading: string; text: string; quote: string; contact: string };
  /** What each category is called on its filter button and its cards' tags. */
  categories: Record<GalleryCategoryId, string>;
}

export const galleryCopy = {
  eyebrow: "Our work",
  heading: "Projects across Odisha",
  filterLabel: "Filter by category",
  allLabel: "All",
  categoryLabel: "Category:",
  resultCount: { one: "Showing {count} project", other: "Showing {count} projects" },
  empty: "No projects found for this category. More coming soon!",
  showAll: "Show all projects",
  footerNote:
    "We're adding new projects regularly. Check back soon to see our latest installations.",
  cta: {
    heading: "Picture this on your roof",
    text: "Tell us about your home or business and we'll design a system that fits your roof, your bills and your budget.",
    quote: "Get a Free Quote",
    contact: "Talk to Our Team",
  },
  categories: {
    residential: "Residential",
    commercial: "Commercial",
    "installation-process": "Installation Process",
    "before-after": "Before & After",
    industrial: "Industrial",
    testimonials: "Testimonials",
    "battery-systems": "Battery Systems",
  },
} satisfies GalleryCopy;

/**
 * The words of the eight projects a new database starts with (the seed, ~/content/gallery); the
 * content desk keeps them from there. The photo's alternative text is its title.
 */
export const seedGalleryWords: Record<GalleryProjectId, Omit<GalleryWords, "alt">> = {
  "patia-rooftop": {
    title: "5 kW Family Home Rooftop",
    location: "Patia, Bhubaneswar",
    summary: "An on-grid system with net metering that covers most of the family's daytime power.",
  },
  "puri-hotel": {
    title: "Beachfront Hotel Rooftop Plant",
    location: "Puri",
    summary:
      "Corrosion-resistant mounting built for salty sea air, cutting the hotel's daytime bills.",
  },
  "cuttack-factory": {
    title: "Factory and Warehouse Rooftop Plant",
    location: "Cuttack",
    summary:
      "A large rooftop array on a metal-sheet roof, powering machines through the working day.",
  },
  "sambalpur-mounting": {
    title: "Mounting Structure and Panel Fitting",
    location: "Sambalpur",
    summary: "Our crew anchoring galvanised rails and fitting panels, with safety gear on site.",
  },
  "baripada-before-after": {
    title: "Home Rooftop, Before and After",
    location: "Baripada",
    summary: "An unused terrace turned into a clean, neatly wired rooftop solar system.",
  },
  "berhampur-battery-bank": {
    title: "Lithium Battery Backup Room",
    location: "Berhampur",
    summary:
      "Rack-mounted lithium batteries with a hybrid inverter that keep work going in power cuts.",
  },
  "balasore-office": {
    title: "Office Rooftop and Solar Carport",
    location: "Balasore",
    summary: "Panels on the roof and over the car park, shading cars while they generate power.",
  },
  "khordha-villa": {
    title: "Villa Rooftop System",
    location: "Khordha",
    summary: "A split array across two roof levels, sized for air conditioners and a pool pump.",
  },
};
