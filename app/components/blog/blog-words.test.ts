import { describe, expect, it } from "vitest";
import { articleCount, listingStatus, readTime } from "./blog-words";
import { blogCopy } from "~/content/copy/blog.server";

const { en, or } = blogCopy;

describe("the blog's sentences with numbers", () => {
  it("say the listing's status in English as before", () => {
    const status = en.listing.status;
    expect(listingStatus(status, 4, 6, "")).toBe("Showing 4 of 6 articles.");
    expect(listingStatus(status, 6, 6, "")).toBe("Showing all 6 articles.");
    expect(listingStatus(status, 1, 6, "inverter")).toBe("1 article matches “inverter”.");
    expect(listingStatus(status, 2, 6, "power")).toBe("2 articles match “power”.");
    expect(listingStatus(status, 0, 6, "xyz")).toBe("No articles match “xyz”.");
  });

  it("say it in Odia, in Odia word order", () => {
    const status = or.listing.status;
    expect(listingStatus(status, 4, 6, "")).toBe("6ଟିରୁ 4ଟି ଲେଖା ଦେଖାଯାଉଛି।");
    expect(listingStatus(status, 6, 6, "")).toBe("ସବୁ 6ଟି ଲେଖା ଦେଖାଯାଉଛି।");
    expect(listingStatus(status, 1, 6, "ଇନଭର୍ଟର")).toBe("“ଇନଭର୍ଟର” ସହ 1ଟି ଲେଖା ମେଳ ଖାଉଛି।");
    expect(listingStatus(status, 0, 6, "xyz")).toBe("“xyz” ସହ କୌଣସି ଲେଖା ମେଳ ଖାଉନାହିଁ।");
  });

  it("count articles and minutes in each language", () => {
    expect(articleCount(en.articleCount, 1)).toBe("1 article");
    expect(articleCount(en.articleCount, 3)).toBe("3 articles");
    expect(articleCount(or.articleCount, 3)).toBe("3ଟି ଲେଖା");
    expect(readTime(en.card.readTime, 5)).toBe("5 min read");
    expect(readTime(or.card.readTime, 5)).toBe("ପଢ଼ିବାକୁ 5 ମିନିଟ");
  });
});
