// The project gallery (spec section 3, "Gallery item"): the categories, and the eight
// installations across Odisha a new database starts with; the owner adds, edits, orders and
// hides projects in the content desk from there. The words (category labels, the seed's
// titles, places and summaries) are in copy/<locale>/gallery.ts.

/** The gallery's category slugs, in the order the filter offers them; `?category=` carries one. */
export const galleryCategoryIds = [
  "residential",
  "commercial",
  "installation-process",
  "before-after",
  "industrial",
  "testimonials",
  "battery-systems",
] as const;

export type GalleryCategoryId = (typeof galleryCategoryIds)[number];

export const galleryProjectIds = [
  "patia-rooftop",
  "puri-hotel",
  "cuttack-factory",
  "sambalpur-mounting",
  "baripada-before-after",
  "berhampur-battery-bank",
  "balasore-office",
  "khordha-villa",
] as const;

export type GalleryProjectId = (typeof galleryProjectIds)[number];

/** In the order the gallery shows them, as a new database starts (the content desk's seed). */
export const seedGalleryPlan: { id: GalleryProjectId; categoryId: GalleryCategoryId }[] = [
  { id: "patia-rooftop", categoryId: "residential" },
  { id: "puri-hotel", categoryId: "commercial" },
  { id: "cuttack-factory", categoryId: "industrial" },
  { id: "sambalpur-mounting", categoryId: "installation-process" },
  { id: "baripada-before-after", categoryId: "before-after" },
  { id: "berhampur-battery-bank", categoryId: "battery-systems" },
  { id: "balasore-office", categoryId: "commercial" },
  { id: "khordha-villa", categoryId: "residential" },
];

/** The seed's photos: files shipped with the site (public/media/gallery/). */
export function seedGalleryPhoto(id: GalleryProjectId) {
  return { kind: "static", src: `/media/gallery/${id}.webp`, width: 640, height: 480 } as const;
}
