import type { Locale } from "~/lib/i18n/locale";
import { blogCopy as en, type BlogCopy } from "./en/blog";
import { blogCopy as or } from "./or/blog";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const blogCopy: Record<Locale, BlogCopy> = { en, or };
