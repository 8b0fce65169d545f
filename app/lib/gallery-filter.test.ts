import { describe, expect, it } from "vitest";
import { galleryCopy as odia, seedGalleryWords as odiaWords } from "~/content/copy/or/gallery";
import { galleryCopy } from "~/content/copy/en/gallery";
import { seedGalleryWords as englishWords } from "~/content/copy/en/gallery";
import { galleryCategoryIds, galleryProjectIds } from "~/content/gallery";
import { seedContent } from "~/content/seed-content.server";
import { allCategories, categoryParam, filterProjects, parseCategory } from "./gallery-filter";

describe("parseCategory", () => {
  it("reads every category by its slug, in any case", () => {
    for (const id of galleryCategoryIds) {
      expect(parseCategory(id)).toBe(id);
      expect(parseCategory(id.toUpperCase())).toBe(id);
    }
  });

  it("reads the English labels older shared links carry, ignoring case and spaces", () => {
    for (const id of galleryCategoryIds) expect(parseCategory(galleryCopy.categories[id])).toBe(id);
    expect(parseCategory("Residential")).toBe("residential");
    expect(parseCategory(" before & after ")).toBe("before-after");
    expect(parseCategory("INSTALLATION PROCESS")).toBe("installation-process");
    expect(parseCategory("Battery Systems")).toBe("battery-systems");
  });

  it("falls back to All for a missing, empty or unknown value", () => {
    expect(parseCategory(null)).toBe(allCategories);
    expect(parseCategory(undefined)).toBe(allCategories);
    expect(parseCategory("")).toBe(allCategories);
    expect(parseCategory("Solar Farms")).toBe(allCategories);
    expect(parseCategory("solar-farms")).toBe(allCategories);
    expect(parseCategory("All")).toBe(allCategories);
    // Not a property lookup on an object that has a prototype.
    expect(parseCategory("constructor")).toBe(allCategories);
    expect(parseCategory("__proto__")).toBe(allCategories);
  });
});

describe("filterProjects", () => {
  const projects = [
    { id: "a", categoryId: "residential" },
    { id: "b", categoryId: "commercial" },
    { id: "c", categoryId: "residential" },
  ] as const;

  it("shows every project, in order, for All", () => {
    expect(filterProjects(projects, allCategories).map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("shows only the projects of the chosen category, in order", () => {
    expect(filterProjects(projects, "residential").map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterProjects(projects, "commercial").map((p) => p.id)).toEqual(["b"]);
  });

  it("shows nothing for a category without projects", () => {
    expect(filterProjects(projects, "testimonials")).toEqual([]);
  });

  it("does not change the list it was given", () => {
    const all = filterProjects(projects, allCategories);
    expect(all).not.toBe(projects);
    expect(all).toEqual(projects);
  });
});

const galleryProjects = seedContent.gallery;

describe("the gallery's projects a new database starts with", () => {
  it("are eight, each in a known category, with unique ids", () => {
    expect(galleryProjects).toHaveLength(8);
    expect(new Set(galleryProjects.map((p) => p.id)).size).toBe(8);
    expect(galleryProjects.map((p) => p.id).sort()).toEqual([...galleryProjectIds].sort());
    for (const project of galleryProjects) {
      expect(galleryCategoryIds).toContain(project.categoryId);
    }
  });

  it("split across the categories as the gallery shows them", () => {
    const counts = Object.fromEntries(
      galleryCategoryIds.map((c) => [c, filterProjects(galleryProjects, c).length]),
    );
    expect(counts).toEqual({
      residential: 2,
      commercial: 2,
      "installation-process": 1,
      "before-after": 1,
      industrial: 1,
      testimonials: 0,
      "battery-systems": 1,
    });
  });

  it("have slugs safe in a URL as they are", () => {
    for (const id of galleryCategoryIds) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe("categoryParam", () => {
  it("leaves the query empty for All and gives any other category's slug", () => {
    expect(categoryParam(allCategories)).toBeUndefined();
    expect(categoryParam("before-after")).toBe("before-after");
  });
});

describe("the gallery's words in each language", () => {
  it("name every category and project in Odia, places included", () => {
    for (const id of galleryCategoryIds) expect(odia.categories[id]).toMatch(/[\u0B00-\u0B7F]/);
    for (const id of galleryProjectIds) {
      const { title, location, summary } = odiaWords[id];
      for (const text of [title, location, summary]) expect(text, id).toMatch(/[\u0B00-\u0B7F]/);
    }
  });

  it("keep the figures of the English titles", () => {
    for (const id of galleryProjectIds) {
      const digits = (text: string) => text.match(/\d+/g) ?? [];
      expect(digits(odiaWords[id].title), id).toEqual(digits(englishWords[id].title));
    }
  });
});
