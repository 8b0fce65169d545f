import { describe, expect, it } from "vitest";
import { coverageCopy as en } from "./copy/en/coverage";
import { coverageCopy as or } from "./copy/or/coverage";
import { coverageMarkers, coveragePlaceIds, coveragePlaces, headquarters } from "./coverage";

describe("coveragePlaces", () => {
  it("lists the headquarters city and the nine district towns of the spec", () => {
    expect(coveragePlaces.map((place) => en.places[place.id])).toEqual([
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

  it("has each id once, and a name for it in both languages", () => {
    expect(coveragePlaces.map((place) => place.id)).toEqual([...coveragePlaceIds]);
    for (const id of coveragePlaceIds) {
      expect(en.places[id]).toBeTruthy();
      expect(or.places[id]).toMatch(/^[\u0B00-\u0B7F]+$/);
    }
  });

  it("flags only the headquarters", () => {
    expect(coveragePlaces.filter((place) => place.isHeadquarters)).toHaveLength(1);
    expect(headquarters().id).toBe("bhubaneswar");
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
      headquarters([{ id: "puri", lat: 19.8, lng: 85.8, isHeadquarters: false }]),
    ).toThrow();
  });
});

describe("coverageMarkers", () => {
  it("makes one marker per place, the headquarters first and of its own kind", () => {
    const markers = coverageMarkers(en);
    expect(markers).toHaveLength(10);
    expect(markers[0]).toMatchObject({
      kind: "headquarters",
      label: "Bhubaneswar (Headquarters)",
      popup: "Our head office, design studio and main service centre.",
      lat: 20.2961,
      lng: 85.8245,
    });
    expect(markers.slice(1).every((marker) => marker.kind === "district")).toBe(true);
    expect(markers.every((marker) => marker.popup)).toBe(true);
    expect(markers[1]).toMatchObject({
      label: "Balasore",
      popup: "Installations and after-sales service in and around Balasore.",
    });
  });

  it("labels the markers in Odia from the Odia copy", () => {
    const markers = coverageMarkers(or);
    expect(markers[0]).toMatchObject({
      kind: "headquarters",
      label: "ଭୁବନେଶ୍ୱର (ମୁଖ୍ୟ କାର୍ଯ୍ୟାଳୟ)",
      popup: or.headquartersPopup,
    });
    expect(markers[1]).toMatchObject({
      label: "ବାଲେଶ୍ୱର",
      popup: "ବାଲେଶ୍ୱର ଓ ଆଖପାଖ ଅଞ୍ଚଳରେ ସୋଲାର ସ୍ଥାପନ ଓ ବିକ୍ରି ପରେ ସେବା।",
    });
    // No template slot is left unfilled.
    expect(markers.every((marker) => !/[{}]/.test(`${marker.label}${marker.popup}`))).toBe(true);
  });

  it("keeps the order of the other places", () => {
    const markers = coverageMarkers(en, [
      { id: "puri", lat: 19.8, lng: 85.8, isHeadquarters: false },
      { id: "cuttack", lat: 20.5, lng: 85.9, isHeadquarters: true },
      { id: "balasore", lat: 21.5, lng: 86.9, isHeadquarters: false },
    ]);
    expect(markers.map((marker) => marker.label)).toEqual([
      "Cuttack (Headquarters)",
      "Puri",
      "Balasore",
    ]);
  });
});
