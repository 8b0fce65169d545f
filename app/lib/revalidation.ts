import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * For a page whose data a form post cannot change (its copy, its lists): the action's answer
 * alone updates the page. No second request follows a post, so a server that fails the post
 * cannot also take the page, and what the visitor typed, to the error page.
 */
export function keepDataAfterPosts({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return defaultShouldRevalidate;
}
