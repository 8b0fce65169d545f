import type { BlogTopicId } from "~/content/blog";

// The blog's words in English, so far the topics' names (the listing's other copy is still in
// content/blog.ts). Another locale's module declares itself `satisfies BlogCopy`.

export interface BlogCopy {
  /**
   * What each topic is called: on category badges, in the sidebar and on the explore tiles. A
   * topic's link searches the listing for this name, so it is also the word its articles'
   * tags use.
   */
  topics: Record<BlogTopicId, string>;
}

export const blogCopy = {
  topics: {
    "solar-technology": "Solar Technology",
    "solar-panels": "Solar Panels",
    "government-schemes": "Government Schemes",
    maintenance: "Maintenance",
    "energy-savings": "Energy Savings",
    inverters: "Inverters",
    batteries: "Batteries",
    "net-metering": "Net Metering",
  },
} satisfies BlogCopy;
