import { describe, expect, it } from "vitest";
import { searchPosts } from "./blog-search";
import { countByTopic, isAboutTopic, relatedPosts, topicHref } from "./blog-topics";
import { type PostCategory, postCategories } from "./posts";
import { getPostSummaries } from "./posts.server";
import { exploreTopics } from "~/content/blog";

function post(slug: string, category: PostCategory, tags: string[], date = "2025-01-01") {
  return { slug, category, tags, date };
}

const inverters = post(
  "inverters",
  "Solar Technology",
  ["Inverters", "Power Backup"],
  "2025-05-06",
);
const batteries = post("batteries", "Solar Technology", ["Batteries", "Power Cuts"], "2025-06-03");
const panels = post(
  "panels",
  "Solar Panels",
  ["Solar Technology", "Monocrystalline"],
  "2025-03-12",
);
const subsidy = post("subsidy", "Government Schemes", ["net metering", "Subsidy"], "2025-07-15");
const savings = post("savings", "Energy Savings", ["Net Metering", "Power Cuts"], "2025-06-24");
const posts = [inverters, batteries, panels, subsidy, savings];

describe("countByTopic", () => {
  it("counts a post when its category or any tag is the topic, ignoring case", () => {
    expect(countByTopic(posts, ["Solar Technology", "Net Metering", "inverters", "Wind"])).toEqual([
      { name: "Solar Technology", count: 3 },
      { name: "Net Metering", count: 2 },
      { name: "inverters", count: 1 },
      { name: "Wind", count: 0 },
    ]);
  });

  it("does not count a post that only mentions part of the topic", () => {
    expect(isAboutTopic(panels, "Solar")).toBe(false);
  });
});

describe("topicHref", () => {
  it("links to the listing searching for the topic", () => {
    expect(topicHref("Net Metering")).toBe("/blog?q=Net+Metering");
    expect(new URL(topicHref("Net Metering"), "http://x").searchParams.get("q")).toBe(
      "Net Metering",
    );
  });
});

describe("relatedPosts", () => {
  it("puts the same category first, then shared tags, never the post itself", () => {
    expect(relatedPosts(batteries, posts).map((p) => p.slug)).toEqual(["inverters", "savings"]);
  });

  it("matches shared tags regardless of case, newest first among equals", () => {
    expect(relatedPosts(subsidy, posts).map((p) => p.slug)).toEqual(["savings"]);
  });

  it("returns fewer (or none) when fewer posts are related", () => {
    expect(relatedPosts(panels, posts)).toEqual([]);
  });

  it("respects the limit", () => {
    expect(relatedPosts(batteries, posts, 1).map((p) => p.slug)).toEqual(["inverters"]);
  });
});

describe("the published articles", () => {
  const published = getPostSummaries();

  it("give every category and every explore topic at least one article", () => {
    for (const { name, count } of countByTopic(published, postCategories)) {
      expect(count, name).toBeGreaterThan(0);
    }
    for (const { name, count } of countByTopic(published, exploreTopics)) {
      expect(count, name).toBeGreaterThan(0);
    }
  });

  it("list under each topic's link (sidebar and tiles) exactly the articles it counts", () => {
    for (const { name, count } of countByTopic(published, [...postCategories, ...exploreTopics])) {
      expect(searchPosts(published, name).length, name).toBe(count);
    }
  });

  it("each have a related article", () => {
    for (const article of published) {
      expect(relatedPosts(article, published).length, article.slug).toBeGreaterThan(0);
    }
  });
});
