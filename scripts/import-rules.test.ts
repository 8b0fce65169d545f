import { describe, expect, it } from "vitest";
import { importCycles, layeringProblems } from "./import-rules";

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe("the import rules", () => {
  it("finds a cycle however long, and none in a tree", () => {
    expect(
      importCycles(
        graph({
          "app/lib/a.ts": ["app/lib/b.ts"],
          "app/lib/b.ts": ["app/lib/c.ts"],
          "app/lib/c.ts": ["app/lib/a.ts"],
          "app/lib/d.ts": ["app/lib/a.ts"],
        }),
      ),
    ).toEqual([["app/lib/a.ts", "app/lib/b.ts", "app/lib/c.ts"]]);
    expect(
      importCycles(
        graph({
          "app/lib/a.ts": ["app/lib/b.ts", "app/lib/c.ts"],
          "app/lib/b.ts": ["app/lib/c.ts"],
        }),
      ),
    ).toEqual([]);
    expect(importCycles(graph({ "app/lib/a.ts": ["app/lib/a.ts"] }))).toEqual([["app/lib/a.ts"]]);
  });

  it("keeps plumbing free of features, and features to each other's entries", () => {
    expect(
      layeringProblems(
        graph({
          "app/lib/db/x.ts": ["app/features/surveys/index.server.ts"],
          "app/features/proposals/store.server.ts": [
            "app/features/surveys/survey-store.server.ts",
            "app/features/surveys/index.server.ts",
            "app/features/proposals/rules.ts",
            "app/lib/db/x.ts",
          ],
          "server/main.ts": ["app/features/surveys/survey-store.server.ts"],
        }),
      ),
    ).toEqual([
      "app/lib/db/x.ts is plumbing and imports the feature module app/features/surveys/index.server.ts",
      'app/features/proposals/store.server.ts reaches into the feature "surveys" (app/features/surveys/survey-store.server.ts): import its index.ts or index.server.ts',
      'server/main.ts reaches into the feature "surveys" (app/features/surveys/survey-store.server.ts): import its index.ts or index.server.ts',
    ]);
  });
});

describe("the repository's import graph", () => {
  it("follows the ~/ alias, relative paths and re-exports, and leaves types out", async () => {
    const { importGraph } = await import("./import-graph");
    const graph = importGraph();
    const lead = graph.get("app/features/lead-page/lead.tsx") ?? [];
    expect(lead).toContain("app/lib/inbox/inbox-context.server.ts");
    expect(lead).toContain("app/features/lead-page/panel-order.ts");
    expect(graph.get("app/features/surveys/index.server.ts")).toEqual([
      "app/features/surveys/survey-store.server.ts",
      "app/features/surveys/findings/findings-store.server.ts",
      "app/features/surveys/findings/survey-findings.ts",
    ]);
    // `import type { Route } from "./+types/lead"` and the like are not followed.
    expect(lead.some((module) => module.includes("+types"))).toBe(false);
    expect(importCycles(graph)).toEqual([]);
    expect(layeringProblems(graph)).toEqual([]);
  });
});
