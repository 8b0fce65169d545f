import type { Locale } from "~/lib/i18n/locale";
import { galleryCopy as en, type GalleryCopy } from "./en/gallery";
import { galleryCopy as or } from "./or/gallery";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const galleryCopy: Record<Locale, GalleryCopy> = { en, or };
