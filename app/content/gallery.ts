// The project gallery (spec section 3, "Gallery item"): eight installations across Odisha.

/** The gallery's categories, in the order the filter offers them. */
export const galleryCategories = [
  "Residential",
  "Commercial",
  "Installation Process",
  "Before & After",
  "Industrial",
  "Testimonials",
  "Battery Systems",
] as const;

export type GalleryCategory = (typeof galleryCategories)[number];

export interface GalleryProject {
  id: string;
  type: "photo";
  src: string;
  /** The project's title: the caption under the photo and the photo's alternative text. */
  alt: string;
  width: number;
  height: number;
  location: string;
  category: GalleryCategory;
  /** One line on what was built. */
  summary: string;
}

const photoSize = { width: 800, height: 600 } as const;

export const galleryProjects: GalleryProject[] = [
  {
    id: "patia-rooftop",
    type: "photo",
    src: "/media/gallery/patia-rooftop.webp",
    alt: "5 kW Family Home Rooftop",
    ...photoSize,
    location: "Patia, Bhubaneswar",
    category: "Residential",
    summary: "An on-grid system with net metering that covers most of the family's daytime power.",
  },
  {
    id: "puri-hotel",
    type: "photo",
    src: "/media/gallery/puri-hotel.webp",
    alt: "Beachfront Hotel Rooftop Plant",
    ...photoSize,
    location: "Puri",
    category: "Commercial",
    summary:
      "Corrosion-resistant mounting built for salty sea air, cutting the hotel's daytime bills.",
  },
  {
    id: "cuttack-factory",
    type: "photo",
    src: "/media/gallery/cuttack-factory.webp",
    alt: "Factory and Warehouse Rooftop Plant",
    ...photoSize,
    location: "Cuttack",
    category: "Industrial",
    summary:
      "A large rooftop array on a metal-sheet roof, powering machines through the working day.",
  },
  {
    id: "sambalpur-mounting",
    type: "photo",
    src: "/media/gallery/sambalpur-mounting.webp",
    alt: "Mounting Structure and Panel Fitting",
    ...photoSize,
    location: "Sambalpur",
    category: "Installation Process",
    summary: "Our crew anchoring galvanised rails and fitting panels, with safety gear on site.",
  },
  {
    id: "baripada-before-after",
    type: "photo",
    src: "/media/gallery/baripada-before-after.webp",
    alt: "Home Rooftop, Before and After",
    ...photoSize,
    location: "Baripada",
    category: "Before & After",
    summary: "An unused terrace turned into a clean, neatly wired rooftop solar system.",
  },
  {
    id: "berhampur-battery-bank",
    type: "photo",
    src: "/media/gallery/berhampur-battery-bank.webp",
    alt: "Lithium Battery Backup Room",
    ...photoSize,
    location: "Berhampur",
    category: "Battery Systems",
    summary:
      "Rack-mounted lithium batteries with a hybrid inverter that keep work going in power cuts.",
  },
  {
    id: "balasore-office",
    type: "photo",
    src: "/media/gallery/balasore-office.webp",
    alt: "Office Rooftop and Solar Carport",
    ...photoSize,
    location: "Balasore",
    category: "Commercial",
    summary: "Panels on the roof and over the car park, shading cars while they generate power.",
  },
  {
    id: "khordha-villa",
    type: "photo",
    src: "/media/gallery/khordha-villa.webp",
    alt: "Villa Rooftop System",
    ...photoSize,
    location: "Khordha",
    category: "Residential",
    summary: "A split array across two roof levels, sized for air conditioners and a pool pump.",
  },
];

export const galleryText = {
  eyebrow: "Our work",
  heading: "Projects across Odisha",
  filterLabel: "Filter by category",
  allLabel: "All",
  /** Read before each card's category tag. */
  categoryLabel: "Category:",
  /** Announced politely whenever the filter changes. */
  resultCount: (count: number) => `Showing ${count} ${count === 1 ? "project" : "projects"}`,
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
} as const;
