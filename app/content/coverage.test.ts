import { describe, expect, it } from "vitest";
import { coverageMarkers, coveragePlaces, headquarters } from "./coverage";

describe("coveragePlaces", () => {
  it("lists the headquarters city and the nine district towns of the spec", () => {
    expect(coveragePlaces.map((place) => place.name)).toEqual([
      "Bhubaneswar",
      "Balasore",
      "Bhadrak",
      "Jajapur",
      "Cuttack",
      "Puri",
      "Rourkela",
      "Sambalpur",
      "Berhampur",
      "Baripada",
    ]);
  });

  it("flags only the headquarters", () => {
    expect(coveragePlaces.filter((place) => place.isHeadquarters)).toHaveLength(1);
    expect(headquarters().name).toBe("Bhubaneswar");
  });

  it("places every town inside Odisha", () => {
    for (const place of coveragePlaces) {
      expect(place.lat).toBeGreaterThan(17.8);
      expect(place.lat).toBeLessThan(22.6);
      expect(place.lng).toBeGreaterThan(81.3);
      expect(place.lng).toBeLessThan(87.5);
    }
  });
});

describe("headquarters", () => {
  it("refuses a list without a headquarters", () => {
    expect(() =>
      headquarters([{ name: "Puri", lat: 19.8, lng: 85.8, isHeadquarters: false }]),
    ).toThrow();
  });
});

describe("coverageMarkers", () => {
  it("makes one marker per place, the headquarters first and of its own kind", () => {
    const markers = coverageMarkers();
    expect(markers).toHaveLength(10);
    expect(markers[0]).toMatchObject({
      kind: "headquarters",
      label: "Bhubaneswar (Headquarters)",
      lat: 20.2961,
      lng: 85.8245,
    });
    expect(markers.slice(1).every((marker) => marker.kind === "district")).toBe(true);
    expect(markers.every((marker) => marker.popup)).toBe(true);
  });

  it("keeps the order of the other places", () => {
    const markers = coverageMarkers([
      { name: "Puri", lat: 19.8, lng: 85.8, isHeadquarters: false },
      { name: "Cuttack", lat: 20.5, lng: 85.9, isHeadquarters: true },
      { name: "Balasore", lat: 21.5, lng: 86.9, isHeadquarters: false },
    ]);
    expect(markers.map((marker) => marker.label)).toEqual([
      "Cuttack (Headquarters)",
      "Puri",
      "Balasore",
    ]);
  });
});
