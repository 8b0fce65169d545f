import { LazyMap } from "~/components/map/lazy-map";
import { defineIsland } from "./island";

/** The service-area and contact maps: React and Leaflet load only when a map nears the view. */
export default defineIsland(LazyMap, "visible");
