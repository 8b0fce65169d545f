import { type ComponentType, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island";

/**
 * Hydrates one island; resolves once React has committed it (its effects have run). Inside a
 * transition React hydrates in slices of a few milliseconds, yielding to the browser between
 * them: outside one it hydrates the whole island in one task (the planner's took 65-90 ms on a
 * throttled phone), during which a tap waits (issue 24).
 */
export function hydrateIsland(
  container: Element,
  component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  const Component = component;
  return new Promise((resolve) => {
    startTransition(() => {
      hydrateRoot(
        container,
        <IslandRoot onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix },
      );
    });
  });
}
