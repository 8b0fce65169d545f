import { describe, expect, it } from "vitest";
import { matchesQuery, normalizeForSearch, searchPosts } from "./blog-search";

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

describe("normalizeForSearch", () => {
  it("treats a nukta letter typed as one code point like its canonical two (NFC)", () => {
    // ଡ଼ as U+0B5C, as some keyboards type it, and as ଡ + ଼ (U+0B21 U+0B3C), as the copy stores it.
    expect(normalizeForSearch("ଓ\u0b5cିଶା")).toBe(normalizeForSearch("ଓ\u0b21\u0b3cିଶା"));
  });

  it("drops zero-width joiners, reads Odia digits as Latin and folds spaces and case", () => {
    expect(normalizeForSearch("ନେଟ୍\u200d ମିଟରିଂ")).toBe("ନେଟ୍ ମିଟରିଂ");
    expect(normalizeForSearch("୨୦୨୫")).toBe("2025");
    expect(normalizeForSearch("  Net   METERING ")).toBe("net metering");
  });
});

describe("searching Odia text", () => {
  const odia = {
    title: "ଓଡ଼ିଶାରେ ନେଟ୍ ମିଟରିଂ: କିପରି କମିବ ଆପଣଙ୍କ ବିଜୁଳି ବିଲ",
    excerpt: "2025ରେ ଛାତ ଉପରେ ସୋଲାର ଲଗାଇ ମାସିକ ବିଲରେ କେତେ ସଞ୍ଚୟ ହୋଇପାରେ, ଜାଣନ୍ତୁ।",
    tags: ["ବିଜୁଳି ବିଲ"],
  };

  it("finds an Odia word however its letters were typed", () => {
    expect(matchesQuery(odia, "ଓଡ଼ିଶା")).toBe(true);
    expect(matchesQuery(odia, "ଓ\u0b5cିଶା")).toBe(true);
    expect(matchesQuery(odia, "ସଞ୍ଚୟ")).toBe(true);
    expect(matchesQuery(odia, "୨୦୨୫")).toBe(true);
    expect(matchesQuery(odia, "ବ୍ୟାଟେରୀ")).toBe(false);
  });
});

describe("searching for a topic's name", () => {
  const about = (categoryId: "maintenance" | "energy-savings", tagIds: string[]) => ({
    title: "A title",
    excerpt: "Nothing about upkeep here.",
    tags: [],
    categoryId,
    tagIds,
  });
  const care = about("maintenance", []);
  const tagged = about("energy-savings", ["maintenance"]);
  const other = { ...about("energy-savings", []), excerpt: "ରକ୍ଷଣାବେକ୍ଷଣ is only mentioned here." };
  const topics = { maintenance: "ରକ୍ଷଣାବେକ୍ଷଣ" };

  it("lists the posts about the topic by id (category or tag), not those that only mention it", () => {
    expect(searchPosts([care, tagged, other], " ରକ୍ଷଣାବେକ୍ଷଣ ", topics)).toEqual([care, tagged]);
  });

  it("searches the text for anything else, and for every query when no topics are given", () => {
    expect(searchPosts([care, tagged, other], "ରକ୍ଷଣା", topics)).toEqual([other]);
    expect(searchPosts([care, tagged, other], "ରକ୍ଷଣାବେକ୍ଷଣ")).toEqual([other]);
  });
});
