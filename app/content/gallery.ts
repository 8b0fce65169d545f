// The project gallery (spec section 3, "Gallery item"): eight installations across Odisha.
// Neutral data only: ids, category slugs, image files and sizes. The words (titles, places,
// summaries, category labels) are in copy/<locale>/gallery.ts, keyed by these ids.

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

export interface GalleryProject {
  id: GalleryProjectId;
  type: "photo";
  src: string;
  width: number;
  height: number;
  categoryId: GalleryCategoryId;
}

const photoSize = { width: 640, height: 480 } as const;

function photo(id: GalleryProjectId, categoryId: GalleryCategoryId) {
  return {
    id,
    type: "photo",
    src: `/media/gallery/${id}.webp`,
    ...photoSize,
    categoryId,
  } satisfies GalleryProject;
}

/** In the order the gallery shows them. */
export const galleryProjects: GalleryProject[] = [
  photo("patia-rooftop", "residential"),
  photo("puri-hotel", "commercial"),
  photo("cuttack-factory", "industrial"),
  photo("sambalpur-mounting", "installation-process"),
  photo("baripada-before-after", "before-after"),
  photo("berhampur-battery-bank", "battery-systems"),
  photo("balasore-office", "commercial"),
  photo("khordha-villa", "residential"),
];
