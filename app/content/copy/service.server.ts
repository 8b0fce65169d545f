import type { Locale } from "~/lib/i18n/locale";
import { type ServiceCopy, serviceCopy as en } from "./en/service";
import { serviceCopy as or } from "./or/service";

/** The service request's words in each language, for the server (issue 36). */
export const serviceCopy: Record<Locale, ServiceCopy> = { en, or };
