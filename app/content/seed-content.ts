import type { GalleryItem, PublishedContent } from "~/lib/content/published-content";
import { seedCompany } from "./company";
import { seedGalleryWords as englishWords } from "./copy/en/gallery";
import { seedGalleryWords as odiaWords } from "./copy/or/gallery";
import { seedGalleryPhoto, seedGalleryPlan } from "./gallery";

// What a new database starts with, and what the build prerenders: exactly the spec's site
// (8 gallery projects, the company's details and headline figures). The content desk
// (issue 32) changes it from there; nothing here is read once a database has published.

const seedGallery: GalleryItem[] = seedGalleryPlan.map(({ id, categoryId }) => ({
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

export const seedContent: PublishedContent = {
  serial: 0,
  company: seedCompany,
  gallery: seedGallery,
};
