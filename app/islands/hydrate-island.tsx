import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./island";

/** Hydrates one island; resolves once React has committed it (its effects have run). */
export function hydrateIsland(
  container: Element,
  component: ComponentType<object>,
  props: object,
  identifierPrefix: string,
): Promise<void> {
  const Component = component;
  return new Promise((resolve) => {
    hydrateRoot(
      container,
      <IslandRoot onHydrated={resolve}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix },
    );
  });
}
