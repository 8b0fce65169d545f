import { siteCopy } from "./site";

// The business's own words in its structured data (schema.org LocalBusiness, read by search
// engines; ~/lib/structured-data). copy/or/business.ts has the same shape.

export const businessCopy = {
  slogan: siteCopy.company.tagline,
  description: siteCopy.company.footerText,
  legalName: siteCopy.company.legalName,
  knowsAbout: ["Solar panels", "Battery inverters", "Energy storage"],
};

export type BusinessCopy = typeof businessCopy;
