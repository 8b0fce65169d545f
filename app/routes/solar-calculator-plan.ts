import type { Route } from "./+types/solar-calculator-plan";
import { untilMidnight } from "~/lib/cache-control";
import { plannerUpdate } from "~/lib/planner-update";
import { requestDay } from "~/lib/request-day.server";

// The planner's updates (docs/decisions/005 and 009): the plan for a planner query on the
// request's day, as JSON, worked out by the same code as the page's loader, so the browser
// ships no arithmetic, rules or zod. Numbers only: the page words them in its own language.
export function loader({ request, context }: Route.LoaderArgs) {
  const { today, secondsToMidnight } = requestDay(context);
  const body = plannerUpdate(new URL(request.url).searchParams, today);
  // The same query gives the same plan until the day changes (or a new build).
  return Response.json(body, {
    headers: { "Cache-Control": untilMidnight("public", 300, secondsToMidnight) },
  });
}
