import type { Route } from "./+types/solar-calculator-plan";
import type { PlanUpdate } from "~/components/planner/solar-planner";
import { cacheControl } from "~/lib/cache-control";
import { computePlan } from "~/lib/solar-plan-query";

// The planner's updates (docs/decisions/005 and 009): the plan for a planner query, as JSON,
// worked out by the same code as the page's loader, so the browser ships no arithmetic, rates
// schema or zod. Numbers only: the page words them in its own language.
export function loader({ request }: Route.LoaderArgs) {
  const { plan, inputs, assumptions, rates, notices, query } = computePlan(
    new URL(request.url).searchParams,
  );
  const body: PlanUpdate = { plan, inputs, assumptions, rates, notices, query };
  // The same query gives the same plan until the next build.
  return Response.json(body, { headers: { "Cache-Control": cacheControl.prerenderedPage } });
}
