import type { GalleryItem } from "~/lib/content/published-content";
import { seedGalleryWords as englishWords } from "./copy/en/gallery";
import { seedGalleryWords as odiaWords } from "./copy/or/gallery";
import { seedGalleryPhoto, seedGalleryPlan } from "./gallery";

/** The spec's eight gallery projects, in both languages, as a new database starts. */
export const seedGallery: GalleryItem[] = seedGalleryPlan.map(({ id, categoryId }) => ({
  id,
  categoryId,
  photo: seedGalleryPhoto(id),
  kw: null,
  date: null,
  words: {
    en: { ...englishWords[id], alt: englishWords[id].title },
    or: { ...odiaWords[id], alt: odiaWords[id].title },
  },
}));
