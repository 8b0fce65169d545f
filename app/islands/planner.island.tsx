import { SolarPlanner } from "~/components/planner/solar-planner";
import { defineIsland } from "./island";

/** The savings planner: its form, plan, chart and assumptions follow the visitor's typing. */
export default defineIsland(SolarPlanner);
