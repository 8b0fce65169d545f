import type { Locale } from "~/lib/i18n/locale";
import { productsCopy as en, type ProductsCopy } from "./en/products";
import { productsCopy as or } from "./or/products";

// Server only (loaders): a component receives its copy from the loader, never by import.
export const productsCopy: Record<Locale, ProductsCopy> = { en, or };
