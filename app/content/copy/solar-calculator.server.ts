import type { Locale } from "~/lib/i18n/locale";
import { solarCalculatorCopy as en, type SolarCalculatorCopy } from "./en/solar-calculator";
import { solarCalculatorCopy as or } from "./or/solar-calculator";

// Server only (loaders): the planner's components receive their words from the loader.
export const solarCalculatorCopy: Record<Locale, SolarCalculatorCopy> = { en, or };
