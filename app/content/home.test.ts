import { describe, expect, it } from "vitest";
import { homeCopy } from "~/content/copy/home.server";
import {
  benefitIds,
  heroSlides,
  productHighlights,
  serviceTileIds,
  testimonials,
  topRatedStats,
} from "./home";
import { readFileSync } from "node:fs";
import { seedCompany } from "./company";
import { seedBadges } from "./seed-badges";

/** Every string of a copy tree, by its path ("hero.slideLabel"). */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const figures = (text: string) => (text.match(/\d[\d,.:]*\d|\d/g) ?? []).sort();
const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe("home page data and copy", () => {
  it("shows the company's headline numbers beside the blurb, as a new database has them", () => {
    expect(topRatedStats(seedCompany)).toEqual([
      { id: "installations", value: "2,500+" },
      { id: "satisfaction", value: "98%" },
      { id: "founded", value: "2015" },
      { id: "support", value: "24/7" },
    ]);
  });

  it("has words in both languages for every slide, card, quote and badge", () => {
    for (const copy of Object.values(homeCopy)) {
      for (const slide of heroSlides) expect(copy.hero.slideAlts[slide.id]).toBeTruthy();
      for (const id of benefitIds) expect(copy.benefits.items[id].title).toBeTruthy();
      for (const product of productHighlights) {
        expect(copy.products.items[product.id].imageAlt).toBeTruthy();
      }
      for (const id of serviceTileIds) expect(copy.services.items[id].title).toBeTruthy();
      for (const { id } of testimonials) expect(copy.testimonials.items[id].quote).toBeTruthy();
    }
  });

  it("starts with the spec's five badges, their words in both languages and none in their marks", () => {
    expect(seedBadges.map((badge) => badge.words.en.name)).toEqual([
      "MNRE",
      "ISO",
      "BIS",
      "OREDA",
      "IEC",
    ]);
    for (const badge of seedBadges) {
      for (const words of Object.values(badge.words)) {
        expect(words.name && words.detail && words.alt).toBeTruthy();
      }
      if (badge.logo.kind !== "static") throw new Error("The seed's marks ship with the site");
      const mark = readFileSync(`public${badge.logo.src}`, "utf8");
      expect(mark).toMatch(/^<svg /);
      expect(mark).not.toMatch(/<text/);
    }
  });

  it("keeps every figure and every template slot of the English in the Odia", () => {
    const odia = new Map(leaves(homeCopy.or));
    const english = leaves(homeCopy.en);
    expect([...odia.keys()].sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, text] of english) {
      const translated = odia.get(path) ?? "";
      expect(figures(translated), path).toEqual(figures(text));
      expect(slots(translated), path).toEqual(slots(text));
      expect(translated, path).toBe(translated.normalize("NFC"));
    }
  });
});
