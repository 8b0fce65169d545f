import { describe, expect, it } from "vitest";
import { galleryCategories, galleryProjects } from "~/content/gallery";
import { allCategories, categoryParam, filterProjects, parseCategory } from "./gallery-filter";

describe("parseCategory", () => {
  it("reads every category by its exact name", () => {
    for (const category of galleryCategories) expect(parseCategory(category)).toBe(category);
  });

  it("ignores case and surrounding spaces", () => {
    expect(parseCategory("residential")).toBe("Residential");
    expect(parseCategory(" before & after ")).toBe("Before & After");
  });

  it("falls back to All for a missing, empty or unknown value", () => {
    expect(parseCategory(null)).toBe(allCategories);
    expect(parseCategory(undefined)).toBe(allCategories);
    expect(parseCategory("")).toBe(allCategories);
    expect(parseCategory("Solar Farms")).toBe(allCategories);
    expect(parseCategory("All")).toBe(allCategories);
  });
});

describe("filterProjects", () => {
  const projects = [
    { id: "a", category: "Residential" },
    { id: "b", category: "Commercial" },
    { id: "c", category: "Residential" },
  ] as const;

  it("shows every project, in order, for All", () => {
    expect(filterProjects(projects, allCategories).map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("shows only the projects of the chosen category, in order", () => {
    expect(filterProjects(projects, "Residential").map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterProjects(projects, "Commercial").map((p) => p.id)).toEqual(["b"]);
  });

  it("shows nothing for a category without projects", () => {
    expect(filterProjects(projects, "Testimonials")).toEqual([]);
  });

  it("does not change the list it was given", () => {
    const all = filterProjects(projects, allCategories);
    expect(all).not.toBe(projects);
    expect(all).toEqual(projects);
  });
});

describe("the gallery's projects", () => {
  it("are eight, each in a known category, with unique ids", () => {
    expect(galleryProjects).toHaveLength(8);
    expect(new Set(galleryProjects.map((p) => p.id)).size).toBe(8);
    for (const project of galleryProjects) expect(galleryCategories).toContain(project.category);
  });

  it("split across the categories as the gallery shows them", () => {
    const counts = Object.fromEntries(
      galleryCategories.map((c) => [c, filterProjects(galleryProjects, c).length]),
    );
    expect(counts).toEqual({
      Residential: 2,
      Commercial: 2,
      "Installation Process": 1,
      "Before & After": 1,
      Industrial: 1,
      Testimonials: 0,
      "Battery Systems": 1,
    });
  });
});

describe("categoryParam", () => {
  it("leaves the query empty for All and names any other category", () => {
    expect(categoryParam(allCategories)).toBeUndefined();
    expect(categoryParam("Before & After")).toBe("Before & After");
  });
});
