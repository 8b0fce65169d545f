import { HeroSlideshow } from "~/components/home/hero-slideshow";
import { defineIsland } from "./island";

/** The home page's slideshow; its heading and calls to action are the server's (a slot). */
export default defineIsland(HeroSlideshow);
