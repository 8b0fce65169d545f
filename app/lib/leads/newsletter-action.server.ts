import type { ActionFunctionArgs } from "react-router";
import { newsletterSchema } from "./schemas";
import { readSubmission, storeLead } from "./submission.server";

/**
 * The blog route's action: one subscription per address. Subscribing again answers the
 * same, so the form neither fails nor tells anyone which addresses are on the list.
 */
export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, newsletterSchema);
  if (submission.outcome === "invalid") return submission.response;
  if (!submission.bot) {
    const stored = await storeLead(context.leads, "newsletter", (leads) =>
      leads.subscribe(submission.data.email, submission.data.language),
    );
    if ("failure" in stored) return stored.failure;
  }
  return { status: "sent" as const };
}
