import type { BlogTopicId, OtherTagId } from "~/content/blog";

// The blog's words in English: the listing, its sidebar and topic tiles, the article page, and
// the names of the topics and tags by id. Another locale's module declares itself `satisfies BlogCopy`, so a
// missing string fails the type check. Templates' `{slots}` are filled with ~/lib/i18n/fill.

/**
 * What each topic is called: on category badges, in the sidebar and on the explore tiles. A
 * topic's link searches the listing for this name; the search then lists the articles about
 * the topic by id (~/lib/blog-search).
 */
const topics: Record<BlogTopicId, string> = {
  "solar-technology": "Solar Technology",
  "solar-panels": "Solar Panels",
  "government-schemes": "Government Schemes",
  maintenance: "Maintenance",
  "energy-savings": "Energy Savings",
  inverters: "Inverters",
  batteries: "Batteries",
  "net-metering": "Net Metering",
};

/** What the articles' other tags are called (a tag that is a topic reads as the topic). */
const tags: Record<OtherTagId, string> = {
  "electricity-bill": "Electricity Bill",
  "power-cuts": "Power Cuts",
  "energy-storage": "Energy Storage",
  monocrystalline: "Monocrystalline",
  "panel-efficiency": "Panel Efficiency",
  "hybrid-systems": "Hybrid Systems",
  "power-backup": "Power Backup",
  "pm-surya-ghar": "PM Surya Ghar",
  subsidy: "Subsidy",
  "rooftop-solar": "Rooftop Solar",
  monsoon: "Monsoon",
  "cyclone-safety": "Cyclone Safety",
};

export const blogCopy = {
  topics,
  tags,
  /** For counts whose number alone would be unclear when read out. */
  articleCount: { one: "{count} article", other: "{count} articles" },
  card: {
    readMore: "Read More",
    tagsLabel: "Tags",
    readTime: "{minutes} min read",
  },
  listing: {
    search: {
      label: "Search articles",
      placeholder: "Try “inverter”, “subsidy” or “monsoon”",
      submit: "Search",
    },
    heading: "Latest Articles",
    searchHeading: "Search Results",
    /** What the polite live region above the grid says. */
    status: {
      noMatch: "No articles match “{query}”.",
      oneMatch: "{shown} article matches “{query}”.",
      manyMatch: "{shown} articles match “{query}”.",
      all: "Showing all {total} articles.",
      some: "Showing {shown} of {total} articles.",
    },
    clearSearch: "Clear search",
    empty: {
      heading: "No posts found",
      text: "We couldn't find any posts matching your search. Try a different keyword.",
      showAll: "Show all articles",
    },
    loadMore: "Load More Articles",
  },
  sidebar: {
    label: "More from the blog",
    topicsHeading: "Solar Topics",
    popularHeading: "Popular Solar Reads",
    newsletter: {
      heading: "Solar Newsletter",
      text: "Get the latest solar news, subsidy updates and energy-saving tips in your inbox.",
    },
    quote: {
      heading: "Thinking of going solar?",
      text: "Get a free site survey and a no-obligation quote from our Bhubaneswar engineers, with subsidy paperwork handled for you.",
      cta: "Request Free Quote",
    },
  },
  explore: {
    eyebrow: "Browse by subject",
    heading: "Explore Solar Topics",
    intro: "Pick a subject to see every guide we have written about it.",
  },
  article: {
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
      primary: "Request Free Quote",
      secondary: "Talk to an Expert",
    },
  },
};

export type BlogCopy = typeof blogCopy;

/** The parts a card (listing, related articles) needs. */
export type PostCardCopy = Pick<BlogCopy, "topics" | "card">;
