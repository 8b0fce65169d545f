import { describe, expect, it } from "vitest";
import { searchPosts } from "./blog-search";
import { countByTopic, isAboutTopic, relatedPosts, topicHref } from "./blog-topics";
import { getPostSummaries } from "./posts.server";
import {
  type BlogTopicId,
  exploreTopicIds,
  type OtherTagId,
  type PostCategoryId,
  postCategoryIds,
} from "~/content/blog";
import { blogCopy as blogCopies } from "~/content/copy/blog.server";
import { blogCopy } from "~/content/copy/en/blog";
import { locales } from "~/lib/i18n/locale";

function post(slug: string, categoryId: PostCategoryId, tagIds: string[], date = "2025-01-01") {
  return { slug, categoryId, tagIds, date };
}

const inverters = post(
  "inverters",
  "solar-technology",
  ["inverters", "power-backup"],
  "2025-05-06",
);
const batteries = post("batteries", "solar-technology", ["batteries", "power-cuts"], "2025-06-03");
const panels = post(
  "panels",
  "solar-panels",
  ["solar-technology", "monocrystalline"],
  "2025-03-12",
);
const subsidy = post("subsidy", "government-schemes", ["net-metering", "subsidy"], "2025-07-15");
const savings = post("savings", "energy-savings", ["net-metering", "power-cuts"], "2025-06-24");
const posts = [inverters, batteries, panels, subsidy, savings];

describe("countByTopic", () => {
  it("counts a post when its category or any tag is the topic", () => {
    expect(countByTopic(posts, ["solar-technology", "net-metering", "inverters", "wind"])).toEqual([
      { id: "solar-technology", count: 3 },
      { id: "net-metering", count: 2 },
      { id: "inverters", count: 1 },
      { id: "wind", count: 0 },
    ]);
  });

  it("does not count a post that only mentions part of the topic", () => {
    expect(isAboutTopic(panels, "solar")).toBe(false);
  });
});

describe("topicHref", () => {
  it("links to the listing searching for the topic's name", () => {
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

  it("counts shared tags, newest first among equals", () => {
    expect(relatedPosts(subsidy, posts).map((p) => p.slug)).toEqual(["savings"]);
  });

  it("returns fewer (or none) when fewer posts are related", () => {
    expect(relatedPosts(panels, posts)).toEqual([]);
  });

  it("respects the limit", () => {
    expect(relatedPosts(batteries, posts, 1).map((p) => p.slug)).toEqual(["inverters"]);
  });
});

describe.each(locales)("the published articles (%s)", (locale) => {
  const published = getPostSummaries(locale);
  const topics: BlogTopicId[] = [...postCategoryIds, ...exploreTopicIds];
  const names = blogCopies[locale].topics;

  it("each have a known category, and their tags' names from the copy", () => {
    const { topics, tags } = blogCopies[locale];
    for (const article of published) {
      expect(postCategoryIds, article.slug).toContain(article.categoryId);
      expect(article.tags, article.slug).toEqual(
        article.tagIds.map((id) =>
          id in topics ? topics[id as BlogTopicId] : tags[id as OtherTagId],
        ),
      );
    }
  });

  it("give every category and every explore topic at least one article", () => {
    for (const { id, count } of countByTopic(published, topics)) {
      expect(count, id).toBeGreaterThan(0);
    }
  });

  it("list under each topic's link (sidebar and tiles) exactly the articles it counts", () => {
    for (const { id, count } of countByTopic(published, topics)) {
      const listed = searchPosts(published, names[id], names);
      expect(listed.length, id).toBe(count);
      expect(
        listed.every((article) => isAboutTopic(article, id)),
        id,
      ).toBe(true);
    }
  });

  it("each have a related article", () => {
    for (const article of published) {
      expect(relatedPosts(article, published).length, article.slug).toBeGreaterThan(0);
    }
  });
});

describe("the English articles", () => {
  it("list the same under a topic's name as a plain text search", () => {
    const published = getPostSummaries("en");
    // Searching a topic by id changes nothing in English: its words find the same articles.
    for (const id of [...postCategoryIds, ...exploreTopicIds]) {
      const name = blogCopy.topics[id];
      expect(searchPosts(published, name, blogCopy.topics), id).toEqual(
        searchPosts(published, name),
      );
    }
  });
});

describe("the Odia articles", () => {
  const english = new Map(getPostSummaries("en").map((article) => [article.slug, article]));
  const odia = getPostSummaries("or");

  it("are the English ones, with the same category, tags, date, image and popularity", () => {
    expect(odia.map((article) => article.slug)).toEqual([...english.keys()]);
    for (const article of odia) {
      const original = english.get(article.slug);
      expect(article.categoryId, article.slug).toBe(original?.categoryId);
      expect(article.tagIds, article.slug).toEqual(original?.tagIds);
      expect(article.date, article.slug).toBe(original?.date);
      expect(article.image, article.slug).toBe(original?.image);
      expect(article.popular, article.slug).toBe(original?.popular);
    }
  });
});
