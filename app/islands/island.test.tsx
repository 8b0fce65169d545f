// @vitest-environment jsdom
import { type ComponentType, type ReactElement, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";
import {
  defineIsland,
  Island,
  IslandRenderer,
  IslandSlot,
  type IslandDefinition,
  type RenderIsland,
} from "./island";

const islandModules = import.meta.glob<{ default: IslandDefinition<object> }>("./*.island.tsx", {
  eager: true,
});

describe("island modules", () => {
  it("each names itself after its file, which is how the runtime finds it", () => {
    const files = Object.keys(islandModules);
    expect(files.length).toBeGreaterThan(0);
    for (const [file, module] of Object.entries(islandModules)) {
      expect(`./${module.default.name}.island.tsx`).toBe(file);
    }
  });
});

function Counter({ start, label }: { start: number; label: string }) {
  return (
    <label>
      {label} <input defaultValue={start} />
    </label>
  );
}
const counter = defineIsland("counter", Counter);

const renderIsland: RenderIsland = (element, options) => renderToString(element, options);

const page = (
  <IslandRenderer value={renderIsland}>
    <main>
      <h1>Page</h1>
      <Island of={counter} props={{ start: 3, label: "Count" }} />
    </main>
  </IslandRenderer>
);

/**
 * Renders `tree` on the "server", puts it in the document and hydrates its island in the
 * "browser", then runs `check` on the island; resolves to what React logged as errors.
 */
async function hydrateFromServer(
  tree: ReactElement,
  component: ComponentType<never>,
  check: (island: HTMLElement) => Promise<void> | void = () => {},
): Promise<unknown[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const island = container.querySelector<HTMLElement>("[data-island]")!;
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    await hydrateIsland(
      island,
      component as ComponentType<object>,
      JSON.parse(island.dataset.props!) as object,
      island.dataset.prefix!,
    );
    await check(island);
  } finally {
    console.error = original;
    container.remove();
  }
  return errors;
}

describe("Island", () => {
  it("on an islands page, carries its name, props and id prefix, and its own HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    expect(island.dataset).toMatchObject({ island: "counter", load: "idle" });
    expect(JSON.parse(island.dataset.props!)).toEqual({ start: 3, label: "Count" });
    expect(island.dataset.prefix).toMatch(/^[\w-]+-$/);
    expect(island.querySelector("input")?.defaultValue).toBe("3");
  });

  it("hydrates in the browser from what the server wrote, without a mismatch", async () => {
    const errors = await hydrateFromServer(page, Counter, (island) => {
      expect(island.querySelector("label")?.textContent).toContain("Count");
    });
    expect(errors).toEqual([]);
  });

  it("is refused on a page React Router hydrates whole, where it would never hydrate", () => {
    const wholePage = <Island of={counter} props={{ start: 3, label: "Count" }} />;
    expect(() => renderToString(wholePage)).toThrow(/only on a page that hydrates its islands/);
  });
});

function Panel({ label }: { label: string }) {
  const [focused, setFocused] = useState(0);
  return (
    <section aria-label={label} onFocus={() => setFocused((count) => count + 1)}>
      <IslandSlot name="body" className="slot" />
      <output>{focused}</output>
    </section>
  );
}
const panel = defineIsland("panel", Panel);

describe("IslandSlot", () => {
  const body = (
    <p>
      Server words <a href="/next">a link</a>
    </p>
  );
  const slotted = (
    <IslandRenderer value={renderIsland}>
      <Island of={panel} props={{ label: "Panel" }} slots={{ body }} />
    </IslandRenderer>
  );

  it("is in the island's HTML, but not in its props", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(slotted);
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    expect(island.querySelector(".slot")?.textContent).toBe("Server words a link");
    expect(island.dataset.props).not.toContain("Server words");
  });

  it("keeps the server's HTML through hydration and updates, and its events reach the island", async () => {
    const errors = await hydrateFromServer(slotted, Panel, async (island) => {
      island.querySelector("a")!.focus();
      await vi.waitFor(() => expect(island.querySelector("output")?.textContent).toBe("1"));
      expect(island.querySelector(".slot")?.innerHTML).toContain('<a href="/next">a link</a>');
    });
    expect(errors).toEqual([]);
  });
});
