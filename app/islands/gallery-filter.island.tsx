import { FilteredProjects } from "~/components/gallery/filtered-projects";
import { defineIsland } from "./island";

/** The gallery's category filter and the grid of projects it filters. */
export default defineIsland(FilteredProjects);
