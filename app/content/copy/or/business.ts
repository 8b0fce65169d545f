import type { BusinessCopy } from "../en/business";
import { siteCopy } from "./site";

// ଓଡ଼ିଆ: the business's words in its structured data, for search engines.

export const businessCopy = {
  slogan: siteCopy.company.tagline,
  description: siteCopy.company.footerText,
  legalName: siteCopy.company.legalName,
  knowsAbout: ["ସୋଲାର ପ୍ୟାନେଲ", "ବ୍ୟାଟେରୀ ଇନଭର୍ଟର", "ଶକ୍ତି ସଂରକ୍ଷଣ"],
} satisfies BusinessCopy;
