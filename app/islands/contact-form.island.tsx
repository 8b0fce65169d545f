import { ContactForm } from "~/components/contact/contact-form";
import { defineIsland } from "./island";

/** The contact page's form: it posts with fetch and shows its answer as a toast. */
export default defineIsland(ContactForm);
