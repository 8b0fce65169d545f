import type { MapMarker } from "~/components/map/lazy-map";

// Where the company works (spec section 3, "Coverage place"): the headquarters city and
// the district towns its teams install from. Coordinates are the towns' centres.

export interface CoveragePlace {
  name: string;
  lat: number;
  lng: number;
  /** Only the headquarters city is flagged. */
  isHeadquarters: boolean;
}

export const coveragePlaces: CoveragePlace[] = [
  { name: "Bhubaneswar", lat: 20.2961, lng: 85.8245, isHeadquarters: true },
  { name: "Balasore", lat: 21.4942, lng: 86.9317, isHeadquarters: false },
  { name: "Bhadrak", lat: 21.0574, lng: 86.4963, isHeadquarters: false },
  { name: "Jajapur", lat: 20.8482, lng: 86.3378, isHeadquarters: false },
  { name: "Cuttack", lat: 20.4625, lng: 85.883, isHeadquarters: false },
  { name: "Puri", lat: 19.8135, lng: 85.8312, isHeadquarters: false },
  { name: "Rourkela", lat: 22.2604, lng: 84.8536, isHeadquarters: false },
  { name: "Sambalpur", lat: 21.4669, lng: 83.9812, isHeadquarters: false },
  { name: "Berhampur", lat: 19.315, lng: 84.7941, isHeadquarters: false },
  { name: "Baripada", lat: 21.9347, lng: 86.7215, isHeadquarters: false },
];

/** The map of the About page (spec section 9: centred on the headquarters city, zoom 8). */
export const coverageMapZoom = 8;

export const coverageCopy = {
  headquartersBadge: "Headquarters",
  headquartersLabel: (name: string) => `${name} (Headquarters)`,
  headquartersPopup: "Our head office, design studio and main service centre.",
  districtPopup: (name: string) => `Installations and after-sales service in and around ${name}.`,
} as const;

export function headquarters(places: CoveragePlace[] = coveragePlaces): CoveragePlace {
  const found = places.find((place) => place.isHeadquarters);
  if (!found) throw new Error("No coverage place is flagged as the headquarters.");
  return found;
}

/** One marker per place, the headquarters first (drawn larger and on top). */
export function coverageMarkers(places: CoveragePlace[] = coveragePlaces): MapMarker[] {
  return [...places]
    .sort((a, b) => Number(b.isHeadquarters) - Number(a.isHeadquarters))
    .map((place) =>
      place.isHeadquarters
        ? {
            lat: place.lat,
            lng: place.lng,
            label: coverageCopy.headquartersLabel(place.name),
            popup: coverageCopy.headquartersPopup,
            kind: "headquarters",
          }
        : {
            lat: place.lat,
            lng: place.lng,
            label: place.name,
            popup: coverageCopy.districtPopup(place.name),
            kind: "district",
          },
    );
}
