// The blog's topics as neutral ids, and the copy of the listing and article pages. The topics'
// names are in copy/en/blog.ts; the articles themselves are in posts/*.md.

/** The categories an article is filed under, in the order the sidebar lists them. */
export const postCategoryIds = [
  "solar-technology",
  "solar-panels",
  "government-schemes",
  "maintenance",
  "energy-savings",
] as const;

export type PostCategoryId = (typeof postCategoryIds)[number];

/** The eight topics of the "Explore Solar Topics" section, in the order they are shown. */
export const exploreTopicIds = [
  "solar-panels",
  "inverters",
  "batteries",
  "government-schemes",
  "maintenance",
  "energy-savings",
  "solar-technology",
  "net-metering",
] as const;

export type ExploreTopicId = (typeof exploreTopicIds)[number];

/** Every topic the blog names: a category, or a subject its articles are tagged with. */
export type BlogTopicId = PostCategoryId | ExploreTopicId;

export const blogListing = {
  /** Cards shown before "Load More Articles" reveals the rest. */
  initialCount: 4,
  search: {
    label: "Search articles",
    placeholder: "Try “inverter”, “subsidy” or “monsoon”",
    submit: "Search",
  },
  heading: "Latest Articles",
  searchHeading: "Search Results",
  /** What the polite live region above the grid says. */
  status(shown: number, total: number, query: string): string {
    if (query) {
      if (shown === 0) return `No articles match “${query}”.`;
      return `${shown} ${shown === 1 ? "article matches" : "articles match"} “${query}”.`;
    }
    return shown === total
      ? `Showing all ${total} articles.`
      : `Showing ${shown} of ${total} articles.`;
  },
  clearSearch: "Clear search",
  empty: {
    heading: "No posts found",
    text: "We couldn't find any posts matching your search. Try a different keyword.",
    showAll: "Show all articles",
  },
  readMore: "Read More",
  loadMore: "Load More Articles",
  tagsLabel: "Tags",
} as const;

/** "1 article", "3 articles": for counts whose number alone would be unclear when read out. */
export function articleCount(count: number): string {
  return `${count} ${count === 1 ? "article" : "articles"}`;
}

export const blogSidebar = {
  label: "More from the blog",
  topicsHeading: "Solar Topics",
  popularHeading: "Popular Solar Reads",
  quote: {
    heading: "Thinking of going solar?",
    text: "Get a free site survey and a no-obligation quote from our Bhubaneswar engineers, with subsidy paperwork handled for you.",
    cta: "Request Free Quote",
    to: "/quote-request",
  },
} as const;

export const exploreSection = {
  eyebrow: "Browse by subject",
  heading: "Explore Solar Topics",
  intro: "Pick a subject to see every guide we have written about it.",
} as const;

export const blogArticle = {
  breadcrumbLabel: "Breadcrumb",
  home: "Home",
  blog: "Blog",
  tagsHeading: "Topics in this article",
  back: "Back to all articles",
  relatedEyebrow: "Keep reading",
  relatedHeading: "Related Articles",
  cta: {
    heading: "Ready to see what solar can save you?",
    text: "Tell us about your roof and your electricity bill. We'll send a preliminary estimate and arrange a free site survey anywhere in Odisha.",
    primary: { label: "Request Free Quote", to: "/quote-request" },
    secondary: { label: "Talk to an Expert", to: "/contact" },
  },
} as const;
