import type { LeadIntent, LeadPanelServer } from "./lead-panel.server";
import { panelIdOf } from "./panel-order";

// Every feature's lead-page panels' server parts (`app/features/*/lead-panels/<id>.server.ts`),
// found by Vite at build time, by id: their loads and their intents.

const modules = import.meta.glob<{ default: LeadPanelServer<unknown> }>(
  "../*/lead-panels/*.server.ts",
  { eager: true },
);

export const panelServers: ReadonlyMap<string, LeadPanelServer<unknown>> = new Map(
  Object.entries(modules).map(([path, module]) => [panelIdOf(path), module.default]),
);

/** Every intent of every panel, by name; two panels may not share one. */
export const panelIntents: ReadonlyMap<string, LeadIntent> = new Map(
  [...panelServers.values()].flatMap((server) => Object.entries(server.intents ?? {})),
);
