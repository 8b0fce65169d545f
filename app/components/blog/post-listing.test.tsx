// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PostListing } from "./post-listing";
import { blogCopy } from "~/content/copy/blog.server";
import type { Locale } from "~/lib/i18n/locale";
import { renderInSite } from "~/lib/i18n/test-site";
import type { PostSummary } from "~/lib/posts";

afterEach(cleanup);

function post(n: number, overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: `post-${n}`,
    title: `Article number ${n}`,
    excerpt: "An excerpt long enough to read like a real one.",
    date: `2025-0${n}-01`,
    readMinutes: 3,
    categoryId: "maintenance",
    image: `/media/blog/post-${n}.webp`,
    cover: { src: `/media/blog/post-${n}.webp`, width: 800, height: 450 },
    imageAlt: `Illustration ${n}`,
    tags: ["Monsoon"],
    tagIds: ["monsoon"],
    popular: false,
    ...overrides,
  };
}

const posts = [1, 2, 3, 4, 5, 6].map((n) =>
  post(
    n,
    n === 6 ? { title: "Hybrid inverters", tags: ["Power Backup"], tagIds: ["power-backup"] } : {},
  ),
);

function renderListing(
  props: { query?: string; allShown?: boolean; onShowAll?: () => void },
  locale: Locale = "en",
) {
  const path = locale === "en" ? "/blog" : "/or/blog";
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <PostListing
          locale={locale}
          copy={blogCopy[locale]}
          posts={posts}
          query={props.query ?? ""}
          allShown={props.allShown ?? false}
          onShowAll={props.onShowAll ?? (() => {})}
          onClearSearch={() => {}}
        />
      ),
    },
  ]);
  return renderInSite(<Stub initialEntries={[path]} />, locale);
}

function cardTitles() {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
}

describe("PostListing", () => {
  it("shows the first four posts and a Load More button that asks for the rest", () => {
    const onShowAll = vi.fn();
    renderListing({ onShowAll });
    expect(cardTitles()).toHaveLength(4);
    expect(screen.getByRole("status").textContent).toBe("Showing 4 of 6 articles.");
    fireEvent.click(screen.getByRole("button", { name: "Load More Articles" }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it("shows every post and no Load More once all are asked for", () => {
    renderListing({ allShown: true });
    expect(cardTitles()).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Load More Articles" })).toBeNull();
  });

  it("shows every match while searching, ignoring case", () => {
    renderListing({ query: "POWER backup" });
    expect(cardTitles()).toEqual(["Hybrid inverters"]);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Search Results");
  });

  it("shows the empty state when nothing matches", () => {
    renderListing({ query: "tidal power" });
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 3, name: "No posts found" })).toBeTruthy();
    expect(
      screen.getByText("We couldn't find any posts matching your search. Try a different keyword."),
    ).toBeTruthy();
  });

  it("gives each card a Read More link naming its article", () => {
    renderListing({});
    const card = screen.getAllByRole("article")[0];
    if (!card) throw new Error("no card");
    const link = within(card).getByRole("link", { name: /^Read More/ });
    expect(link.getAttribute("href")).toBe("/blog/post-1");
    expect(link.textContent).toContain("Article number 1");
  });
});

describe("PostListing in Odia", () => {
  const or = blogCopy.or;

  it("says how many are shown, and offers the rest, in Odia", () => {
    renderListing({}, "or");
    expect(screen.getByRole("status").textContent).toBe("6ଟିରୁ 4ଟି ଲେଖା ଦେଖାଯାଉଛି।");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(or.listing.heading);
    expect(screen.getByRole("button", { name: or.listing.loadMore })).toBeTruthy();
  });

  it("links each card to its Odia address and words its read time in Odia", () => {
    renderListing({}, "or");
    const card = screen.getAllByRole("article")[0];
    if (!card) throw new Error("no card");
    const link = within(card).getByRole("link", { name: new RegExp(`^${or.card.readMore}`) });
    expect(link.getAttribute("href")).toBe("/or/blog/post-1");
    expect(card.textContent).toContain("ପଢ଼ିବାକୁ 3 ମିନିଟ");
    expect(within(card).getByText(or.topics.maintenance)).toBeTruthy();
  });

  it("shows the Odia empty state when nothing matches", () => {
    renderListing({ query: "ଜୁଆର ଶକ୍ତି" }, "or");
    expect(screen.getByRole("heading", { level: 3, name: or.listing.empty.heading })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("“ଜୁଆର ଶକ୍ତି” ସହ କୌଣସି ଲେଖା ମେଳ ଖାଉନାହିଁ।");
  });
});
