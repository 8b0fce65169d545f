import { QuoteRequest } from "~/components/quote/quote-request";
import { defineIsland } from "./island";

/**
 * The quote page's form with its sliders, the sticky estimate card it fills and the plan card
 * above it: one island, as they share the request's state.
 */
export default defineIsland(QuoteRequest);
