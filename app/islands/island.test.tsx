// @vitest-environment jsdom
import { type ComponentType, type ReactElement, type ReactNode, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./hydrate-island";
import {
  defineIsland,
  Island,
  IslandRenderer,
  IslandSlot,
  notJsonAt,
  type IslandServer,
} from "./island";
import { islandName } from "./island-names.server";
import planner from "./planner.island";
import map from "./map.island";

describe("an island's name", () => {
  it("is its file's, which is what the runtime loads", () => {
    expect(islandName(planner)).toBe("planner");
    expect(islandName(map)).toBe("map");
  });

  it("does not exist for an island defined outside app/islands/<name>.island.tsx", () => {
    expect(() => islandName(defineIsland(Counter))).toThrow(/app\/islands\/<name>\.island\.tsx/);
  });
});

describe("an island's props", () => {
  it("must be JSON, or the component cannot be an island (checked by tsc)", () => {
    interface Words {
      title: string;
      hint?: string;
      steps: readonly { label: string; kWh: number | null }[];
    }
    defineIsland((_: Words) => null);
    defineIsland((_: { locale: "en" | "or"; pairs: [string, number][] }) => null);
    // @ts-expect-error a function does not survive JSON
    defineIsland((_: { onPick: () => void }) => null);
    // @ts-expect-error a Date becomes a string
    defineIsland((_: { day: Date }) => null);
    // @ts-expect-error a Map becomes {}
    defineIsland((_: { byId: Map<string, number> }) => null);
    // @ts-expect-error undefined in a list becomes null
    defineIsland((_: { picks: (string | undefined)[] }) => null);
    // @ts-expect-error markup goes in a slot, not in props
    defineIsland((_: { children: ReactNode }) => null);
  });

  it("that JSON would drop or change are found, with where they are", () => {
    expect(notJsonAt({ a: "x", b: [1, null, { c: true }], d: undefined })).toBeNull();
    expect(notJsonAt({ copy: { format: () => "" } })).toBe("props.copy.format");
    expect(notJsonAt({ days: [new Date()] })).toBe("props.days[0]");
    expect(notJsonAt({ byId: new Map() })).toBe("props.byId");
    expect(notJsonAt({ picks: ["a", undefined] })).toBe("props.picks[1]");
    expect(notJsonAt({ ratio: Number.NaN })).toBe("props.ratio");
  });

  it("that are not JSON fail the page in development, naming the prop", () => {
    const Picker = ({ label }: { label: string }) => <p>{label}</p>;
    const picker = defineIsland(Picker);
    const props = { label: "Pick", onPick: () => {} };
    expect(() =>
      renderToString(
        <IslandRenderer value={server}>
          <Island of={picker} props={props} />
        </IslandRenderer>,
      ),
    ).toThrow(/props\.onPick is not JSON/);
  });
});

function Counter({ start, label }: { start: number; label: string }) {
  return (
    <label>
      {label} <input defaultValue={start} />
    </label>
  );
}
const counter = defineIsland(Counter);

/** The server of a test page: it names every island "test". */
const server: IslandServer = {
  render: (element, options) => renderToString(element, options),
  name: () => "test",
};

const page = (
  <IslandRenderer value={server}>
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
    expect(island.dataset).toMatchObject({ island: "test", load: "idle" });
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
const panel = defineIsland(Panel);

describe("IslandSlot", () => {
  const body = (
    <p>
      Server words <a href="/next">a link</a>
    </p>
  );
  const slotted = (
    <IslandRenderer value={server}>
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
