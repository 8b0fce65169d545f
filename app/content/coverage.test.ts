import { describe, expect, it } from "vitest";
import { coverageCopy as en } from "./copy/en/coverage";
import { coverageCopy as or } from "./copy/or/coverage";
import { coverageMarkers, coveragePlaceIds, headquarters } from "./coverage";
import { seedAreas } from "./seed-areas";

const named = (locale: "en" | "or") =>
  seedAreas.map((area) => ({ ...area, name: area.words[locale].name }));

describe("the service areas a new database starts with", () => {
  it("lists the headquarters city and the nine district towns of the spec", () => {
    expect(seedAreas.map((area) => area.words.en.name)).toEqual([
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
    expect(seedAreas.map((area) => area.id)).toEqual([...coveragePlaceIds]);
    for (const area of seedAreas) {
      expect(area.words.en.name).toBeTruthy();
      expect(area.words.or.name).toMatch(/^[\u0B00-\u0B7F]+$/);
    }
  });

  it("flags only the headquarters", () => {
    expect(seedAreas.filter((area) => area.headquarters)).toHaveLength(1);
    expect(headquarters(named("en"))?.name).toBe("Bhubaneswar");
  });

  it("places every town inside Odisha", () => {
    for (const area of seedAreas) {
      expect(area.lat).toBeGreaterThan(17.8);
      expect(area.lat).toBeLessThan(22.6);
      expect(area.lng).toBeGreaterThan(81.3);
      expect(area.lng).toBeLessThan(87.5);
    }
  });
});

describe("headquarters", () => {
  const place = (name: string, flagged: boolean) => ({
    lat: 20,
    lng: 85,
    headquarters: flagged,
    name,
  });

  it("is the first place flagged, else the first place, else none", () => {
    expect(headquarters([place("Puri", false), place("Cuttack", true)])?.name).toBe("Cuttack");
    expect(headquarters([place("Puri", false), place("Cuttack", false)])?.name).toBe("Puri");
    expect(headquarters([])).toBeUndefined();
  });
});

describe("coverageMarkers", () => {
  it("makes one marker per place, the headquarters first and of its own kind", () => {
    const markers = coverageMarkers(en, named("en"));
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
    const markers = coverageMarkers(or, named("or"));
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
      { name: "Puri", lat: 19.8, lng: 85.8, headquarters: false },
      { name: "Cuttack", lat: 20.5, lng: 85.9, headquarters: true },
      { name: "Balasore", lat: 21.5, lng: 86.9, headquarters: false },
    ]);
    expect(markers.map((marker) => marker.label)).toEqual([
      "Cuttack (Headquarters)",
      "Puri",
      "Balasore",
    ]);
  });
});
