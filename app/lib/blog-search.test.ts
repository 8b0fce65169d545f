import { describe, expect, it } from "vitest";
import { matchesQuery, searchPosts } from "./blog-search";

const inverter = {
  title: "Choosing the Right Solar Inverter",
  excerpt: "On-grid, off-grid and hybrid explained.",
  tags: ["Power Backup"],
};
const monsoon = {
  title: "Caring for Panels in the Monsoon",
  excerpt: "Wiring checks before the rains.",
  tags: ["Maintenance", "Cyclone Safety"],
};
const subsidy = {
  title: "Claiming Your Rooftop Subsidy",
  excerpt: "Register on the portal, then install through a vendor.",
  tags: ["PM Surya Ghar", "Net Metering"],
};
const posts = [inverter, monsoon, subsidy];

describe("matchesQuery", () => {
  it("finds the query inside the title, ignoring case", () => {
    expect(matchesQuery(inverter, "inverter")).toBe(true);
    expect(matchesQuery(inverter, "INVERTER")).toBe(true);
    expect(matchesQuery(inverter, "InVeRt")).toBe(true);
  });

  it("finds the query inside the excerpt", () => {
    expect(matchesQuery(monsoon, "wiring checks")).toBe(true);
  });

  it("finds the query inside any tag, even when title and excerpt lack it", () => {
    expect(matchesQuery(monsoon, "cyclone")).toBe(true);
    expect(matchesQuery(subsidy, "surya")).toBe(true);
  });

  it("does not match text that is in none of them", () => {
    expect(matchesQuery(inverter, "battery")).toBe(false);
  });

  it("ignores spaces around the query", () => {
    expect(matchesQuery(subsidy, "  net metering ")).toBe(true);
  });
});

describe("searchPosts", () => {
  it("returns every post, in order, for an empty or blank query", () => {
    expect(searchPosts(posts, "")).toEqual(posts);
    expect(searchPosts(posts, "   ")).toEqual(posts);
  });

  it("returns only the matching posts, keeping their order", () => {
    expect(searchPosts(posts, "the")).toEqual([inverter, monsoon, subsidy]);
    expect(searchPosts(posts, "monsoon")).toEqual([monsoon]);
  });

  it("returns nothing when nothing matches", () => {
    expect(searchPosts(posts, "xyzzy")).toEqual([]);
  });
});
