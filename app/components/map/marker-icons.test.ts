import { describe, expect, it } from "vitest";
import { markerIconOptions } from "./marker-icons";

describe("markerIconOptions", () => {
  it("draws the headquarters pin at 32×32 px, anchored at its bottom centre", () => {
    expect(markerIconOptions("headquarters")).toEqual({
      iconUrl: "/media/markers/headquarters.svg",
      iconSize: [32, 32],
      iconAnchor: [16, 32],
      popupAnchor: [0, -28],
    });
  });

  it("draws a district pin at 24×24 px, anchored at its bottom centre", () => {
    expect(markerIconOptions("district")).toEqual({
      iconUrl: "/media/markers/district.svg",
      iconSize: [24, 24],
      iconAnchor: [12, 24],
      popupAnchor: [0, -20],
    });
  });
});
