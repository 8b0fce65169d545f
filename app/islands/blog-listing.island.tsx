import { BlogResults } from "~/components/blog/post-listing";
import { defineIsland } from "./island";

/** The blog's listing: live search results, their status line, the empty state, Load More. */
export default defineIsland(BlogResults);
