// The blog's neutral data: topic ids, how many cards show at first, where its calls to action
// lead. Its words are in copy/<locale>/blog.ts; the articles in posts/*.md and posts/or/*.md.

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

/** Cards shown before "Load More Articles" reveals the rest. */
export const initialPostCount = 4;

/** Where the blog's calls to action lead (neutral paths; each page shows them in its language). */
export const blogLinks = {
  sidebarQuote: "/quote-request",
  articleQuote: "/quote-request",
  articleContact: "/contact",
} as const;
