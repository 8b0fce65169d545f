import { describe, expect, it } from "vitest";
import { panelIdOf, panelOrder } from "./panel-order";
import { panelIntents, panelServers } from "./panel-servers.server";
import { panelViews, unlistedPanels } from "./panel-views";

describe("the lead page's panels", () => {
  it("shows every panel a feature brings, each listed once, in its place", () => {
    expect(unlistedPanels()).toEqual({ missing: [], unlisted: [] });
    const ids = panelOrder.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panelOrder) {
      if ("within" in panel) expect(ids).toContain(panel.within);
    }
  });

  it("has a component for every server part, and no intent owned by two panels", () => {
    for (const id of panelServers.keys()) expect(panelViews.has(id)).toBe(true);
    const intents = [...panelServers.values()].flatMap((server) =>
      Object.keys(server.intents ?? {}),
    );
    expect(panelIntents.size).toBe(intents.length);
  });

  it("names a panel by its file", () => {
    expect(panelIdOf("../surveys/lead-panels/survey.server.ts")).toBe("survey");
    expect(panelIdOf("../site-photos/lead-panels/site-photos.tsx")).toBe("site-photos");
  });
});
