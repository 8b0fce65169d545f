import { NewsletterForm } from "~/components/leads/newsletter-form";
import { defineIsland } from "./island";

/** The blog sidebar's newsletter form: it posts with fetch and says "subscribed" in place. */
export default defineIsland(NewsletterForm);
