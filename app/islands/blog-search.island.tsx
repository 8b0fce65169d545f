import { BlogSearchForm } from "~/components/blog/blog-search-form";
import { defineIsland } from "./island";

/** The blog's search box in the hero; the listing island filters as it is typed in. */
export default defineIsland(BlogSearchForm);
