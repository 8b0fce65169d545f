// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LazyMap, type MapMarker } from "./lazy-map";

const leaflet = vi.hoisted(() => {
  const map = { remove: vi.fn() };
  const addTo = vi.fn();
  const bindPopup = vi.fn();
  return {
    instance: map,
    bindPopup,
    map: vi.fn(() => map),
    tileLayer: vi.fn(() => ({ addTo })),
    control: { zoom: vi.fn(() => ({ addTo })) },
    icon: vi.fn((options: unknown) => ({ options })),
    marker: vi.fn(() => {
      const marker = { addTo: () => marker, bindPopup };
      return marker;
    }),
  };
});
vi.mock("leaflet", () => leaflet);
vi.mock("leaflet/dist/leaflet.css", () => ({}));

/** An IntersectionObserver the test drives: `scrollIntoView()` reports the box visible. */
class FakeIntersectionObserver {
  static active = new Set<FakeIntersectionObserver>();
  private targets: Element[] = [];
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.active.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.active.delete(this);
  }
  static scrollIntoView() {
    for (const observer of [...FakeIntersectionObserver.active]) {
      const entries = observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const markers: MapMarker[] = [
  {
    lat: 20.3,
    lng: 85.8,
    label: "Bhubaneswar (Headquarters)",
    popup: "Head office",
    kind: "headquarters",
  },
  { lat: 19.8, lng: 85.8, label: "Puri", kind: "district" },
];

function renderMap() {
  return render(
    <StrictMode>
      <LazyMap
        center={{ lat: 20.3, lng: 85.8 }}
        zoom={8}
        markers={markers}
        label="Service area"
        placeholder="Loading the map…"
      />
    </StrictMode>,
  );
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  FakeIntersectionObserver.active.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("LazyMap", () => {
  it("shows its placeholder in a labelled region and loads nothing until it is in view", () => {
    renderMap();
    expect(screen.getByRole("region", { name: "Service area" })).toBeTruthy();
    expect(screen.getByText("Loading the map…")).toBeTruthy();
    expect(leaflet.map).not.toHaveBeenCalled();
  });

  it("builds the map once in view, even under StrictMode, with an icon per marker kind", async () => {
    const { container } = renderMap();
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() =>
      expect(container.querySelector('[data-slot="lazy-map"]')?.getAttribute("data-state")).toBe(
        "ready",
      ),
    );
    expect(screen.queryByText("Loading the map…")).toBeNull();
    expect(leaflet.map).toHaveBeenCalledOnce();
    expect(leaflet.map).toHaveBeenCalledWith(
      screen.getByRole("region", { name: "Service area" }),
      expect.objectContaining({ center: [20.3, 85.8], zoom: 8 }),
    );
    expect(leaflet.marker).toHaveBeenCalledTimes(2);
    expect(leaflet.marker).toHaveBeenNthCalledWith(
      1,
      [20.3, 85.8],
      expect.objectContaining({
        title: "Bhubaneswar (Headquarters)",
        alt: "Bhubaneswar (Headquarters)",
        icon: { options: expect.objectContaining({ iconSize: [32, 32] }) },
      }),
    );
    expect(leaflet.marker).toHaveBeenNthCalledWith(
      2,
      [19.8, 85.8],
      expect.objectContaining({
        icon: { options: expect.objectContaining({ iconSize: [24, 24] }) },
      }),
    );
    // Only the marker with popup text gets a popup, built from text, not HTML.
    expect(leaflet.bindPopup).toHaveBeenCalledOnce();
    const popup = leaflet.bindPopup.mock.calls[0]?.[0] as HTMLElement;
    expect(popup.textContent).toBe("Bhubaneswar (Headquarters)Head office");
  });

  it("keeps Leaflet's zoom buttons unless it is given their names in the page's language", async () => {
    const { container } = renderMap();
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    expect(leaflet.map).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ zoomControl: true }),
    );
    expect(leaflet.control.zoom).not.toHaveBeenCalled();
    cleanup();

    const odia = render(
      <LazyMap
        center={{ lat: 20.3, lng: 85.8 }}
        zoom={8}
        markers={markers}
        label="ସେବା ଅଞ୍ଚଳ"
        placeholder="…"
        zoomTitles={{ zoomIn: "ବଡ଼ କରନ୍ତୁ", zoomOut: "ଛୋଟ କରନ୍ତୁ" }}
      />,
    );
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() =>
      expect(odia.container.querySelector('[data-state="ready"]')).not.toBeNull(),
    );
    expect(leaflet.map).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ zoomControl: false }),
    );
    expect(leaflet.control.zoom).toHaveBeenCalledWith({
      zoomInTitle: "ବଡ଼ କରନ୍ତୁ",
      zoomOutTitle: "ଛୋଟ କରନ୍ତୁ",
    });
  });

  it("removes the map with the component", async () => {
    const { container, unmount } = renderMap();
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() => expect(container.querySelector('[data-state="ready"]')).not.toBeNull());
    unmount();
    expect(leaflet.instance.remove).toHaveBeenCalledOnce();
  });

  it("only logs a warning when the map cannot be set up", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    leaflet.map.mockImplementationOnce(() => {
      throw new Error("no container size");
    });
    renderMap();
    act(() => FakeIntersectionObserver.scrollIntoView());
    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByText("Loading the map…")).toBeTruthy();
  });
});
