// @vitest-environment jsdom
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";
import { defineIsland, Island, IslandRenderer, IslandSlot, type IslandDefinition } from "./island";

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

const page = (render: boolean) => (
  <IslandRenderer value={render ? (element, options) => renderToString(element, options) : null}>
    <main>
      <h1>Page</h1>
      <Island of={counter} props={{ start: 3, label: "Count" }} />
    </main>
  </IslandRenderer>
);

describe("Island", () => {
  it("on an islands page, carries its name, props and id prefix, and its own HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(true));
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    expect(island.dataset).toMatchObject({ island: "counter", load: "idle" });
    expect(JSON.parse(island.dataset.props!)).toEqual({ start: 3, label: "Count" });
    expect(island.dataset.prefix).toMatch(/^[\w-]+-$/);
    expect(island.querySelector("input")?.defaultValue).toBe("3");
  });

  it("hydrates in the browser from what the server wrote, without a mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(true));
    document.body.append(container);
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await hydrateIsland(
        island,
        Counter as never,
        JSON.parse(island.dataset.props!) as object,
        island.dataset.prefix!,
      );
    } finally {
      console.error = original;
      container.remove();
    }
    expect(errors).toEqual([]);
    expect(island.querySelector("label")?.textContent).toContain("Count");
  });

  it("where the whole page hydrates, is an ordinary part of it", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(false));
    expect(container.querySelector("[data-island]")).toBeNull();
    expect(container.querySelector("input")?.defaultValue).toBe("3");
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
  const slotted = (render: boolean) => (
    <IslandRenderer value={render ? (element, options) => renderToString(element, options) : null}>
      <Island of={panel} props={{ label: "Panel" }} slots={{ body }} />
    </IslandRenderer>
  );

  it("is in the island's HTML, but not in its props", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(slotted(true));
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    expect(island.querySelector(".slot")?.textContent).toBe("Server words a link");
    expect(island.dataset.props).not.toContain("Server words");
  });

  it("keeps the server's HTML through hydration and updates, and its events reach the island", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(slotted(true));
    document.body.append(container);
    const island = container.querySelector<HTMLElement>("[data-island]")!;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await hydrateIsland(
        island,
        Panel as never,
        JSON.parse(island.dataset.props!) as object,
        island.dataset.prefix!,
      );
      island.querySelector("a")!.focus();
      await vi.waitFor(() => expect(island.querySelector("output")?.textContent).toBe("1"));
      expect(island.querySelector(".slot")?.innerHTML).toContain('<a href="/next">a link</a>');
    } finally {
      console.error = original;
      container.remove();
    }
    expect(errors).toEqual([]);
  });

  it("where the whole page hydrates, renders its content in place", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(slotted(false));
    expect(container.querySelector(".slot")?.textContent).toBe("Server words a link");
  });
});
