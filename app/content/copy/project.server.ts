import type { Locale } from "~/lib/i18n/locale";
import { projectCopy as en, type ProjectCopy } from "./en/project";
import { projectCopy as or } from "./or/project";

// Server only (the project page's loader and the project e-mails).
export const projectCopy: Record<Locale, ProjectCopy> = { en, or };
