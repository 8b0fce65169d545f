import type { LeadPanelView } from "./lead-panel";
import { panelIdOf, panelOrder } from "./panel-order";

// Every feature's lead-page panels (`app/features/*/lead-panels/<id>.tsx`), found by Vite at
// build time, by id. The page shows those of ./panel-order.ts, in its order.

const modules = import.meta.glob<{ default: LeadPanelView<unknown> }>("../*/lead-panels/*.tsx", {
  eager: true,
});

export const panelViews: ReadonlyMap<string, LeadPanelView<unknown>> = new Map(
  Object.entries(modules).map(([path, module]) => [panelIdOf(path), module.default]),
);

/** Panel ids in the order list without a component, and components the list leaves out. @internal */
export function unlistedPanels(): { missing: string[]; unlisted: string[] } {
  const listed = new Set(panelOrder.map((panel) => panel.id));
  return {
    missing: [...listed].filter((id) => !panelViews.has(id)),
    unlisted: [...panelViews.keys()].filter((id) => !listed.has(id)),
  };
}
