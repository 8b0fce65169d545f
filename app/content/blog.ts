// The blog's neutral data: topic and tag ids, how many cards show at first, where its calls to
// action lead. Its words (each topic's and tag's name too) are in copy/<locale>/blog.ts; the
// articles in posts/*.md and posts/or/*.md, whose front matter names topics and tags by these ids.

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

/** Every topic the blog lists: a category, or an explore topic. */
export type BlogTopicId = PostCategoryId | ExploreTopicId;

/** The other subjects articles are tagged with (a tag may also be any topic above). */
export const otherTagIds = [
  "electricity-bill",
  "power-cuts",
  "energy-storage",
  "monocrystalline",
  "panel-efficiency",
  "hybrid-systems",
  "power-backup",
  "pm-surya-ghar",
  "subsidy",
  "rooftop-solar",
  "monsoon",
  "cyclone-safety",
] as const;

export type OtherTagId = (typeof otherTagIds)[number];

/** What an article's front matter may name in `tagIds`. */
export type PostTagId = BlogTopicId | OtherTagId;

export const postTagIds: readonly PostTagId[] = [
  ...new Set<PostTagId>([...postCategoryIds, ...exploreTopicIds, ...otherTagIds]),
];

/** Cards shown before "Load More Articles" reveals the rest. */
export const initialPostCount = 4;

/** Where the blog's calls to action lead (neutral paths; each page shows them in its language). */
export const blogLinks = {
  sidebarQuote: "/quote-request",
  articleQuote: "/quote-request",
  articleContact: "/contact",
} as const;
