import type { ActionFunctionArgs } from "react-router";
import { newsletterSchema } from "./schemas";
import { storeSubmission } from "./submission.server";

/**
 * The blog route's action: one subscription per address. Subscribing again answers the
 * same, so the form neither fails nor tells anyone which addresses are on the list.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  return storeSubmission(request, context.leads, newsletterSchema, "newsletter", (leads, form) =>
    leads.subscribe(form.email, form.language),
  );
}
