import { DeletionRequestForm } from "~/components/privacy/deletion-request-form";
import { defineIsland } from "./island";

/** The privacy policy's "delete my data" form: it posts with fetch and answers in place. */
export default defineIsland(DeletionRequestForm);
