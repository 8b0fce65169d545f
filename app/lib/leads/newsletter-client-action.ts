import type { ClientActionFunctionArgs } from "react-router";
import { submitThroughServer } from "./submission";

/**
 * The blog route's clientAction: a failed newsletter request (no network, a refusal)
 * becomes a toast beside the form instead of the route's error page.
 */
export function newsletterClientAction({ serverAction }: ClientActionFunctionArgs) {
  return submitThroughServer(serverAction);
}
