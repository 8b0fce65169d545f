import type { ActionFunctionArgs } from "react-router";
import { newsletterSubscribeAction } from "./form-actions.server";
import { answerPage } from "./submission.server";

/**
 * The blog route's action (the newsletter box posted without JavaScript): one subscription
 * per address, as the JSON endpoint answers it (form-actions.server.ts).
 */
export async function newsletterAction(args: ActionFunctionArgs) {
  return answerPage(await newsletterSubscribeAction(args));
}
