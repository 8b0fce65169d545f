import type { MapMarker } from "~/components/map/lazy-map";
import { fill } from "~/lib/i18n/fill";

// Where the company works (spec section 3, "Coverage place"): the headquarters city and
// the district towns its teams install from, as a new database starts (seed-areas.ts; the
// content desk changes them). Coordinates are the towns' centres. The towns' names are copy
// (copy/<locale>/coverage.ts), by the neutral id.

export const coveragePlaceIds = [
  "bhubaneswar",
  "balasore",
  "bhadrak",
  "jajapur",
  "cuttack",
  "puri",
  "rourkela",
  "sambalpur",
  "berhampur",
  "baripada",
] as const;
export type CoveragePlaceId = (typeof coveragePlaceIds)[number];

export interface CoveragePlace {
  id: CoveragePlaceId;
  lat: number;
  lng: number;
  /** Only the headquarters city is flagged. */
  isHeadquarters: boolean;
}

export const coveragePlaces: CoveragePlace[] = [
  { id: "bhubaneswar", lat: 20.2961, lng: 85.8245, isHeadquarters: true },
  { id: "balasore", lat: 21.4942, lng: 86.9317, isHeadquarters: false },
  { id: "bhadrak", lat: 21.0574, lng: 86.4963, isHeadquarters: false },
  { id: "jajapur", lat: 20.8482, lng: 86.3378, isHeadquarters: false },
  { id: "cuttack", lat: 20.4625, lng: 85.883, isHeadquarters: false },
  { id: "puri", lat: 19.8135, lng: 85.8312, isHeadquarters: false },
  { id: "rourkela", lat: 22.2604, lng: 84.8536, isHeadquarters: false },
  { id: "sambalpur", lat: 21.4669, lng: 83.9812, isHeadquarters: false },
  { id: "berhampur", lat: 19.315, lng: 84.7941, isHeadquarters: false },
  { id: "baripada", lat: 21.9347, lng: 86.7215, isHeadquarters: false },
];

/** The map of the About page (spec section 9: centred on the headquarters city, zoom 8). */
export const coverageMapZoom = 8;

/** The words the markers need, in one language (a part of copy/<locale>/coverage.ts). */
export interface CoverageMarkerCopy {
  /** {name} */
  headquartersLabel: string;
  headquartersPopup: string;
  /** {name} */
  districtPopup: string;
}

/** A place as the page shows it: its name in the page's language (shown-lists.ts). */
export interface NamedPlace {
  lat: number;
  lng: number;
  headquarters: boolean;
  name: string;
}

/**
 * The headquarters city: the first place flagged (the desk refuses a second), else the first
 * place, else none (an owner who hid every place: the map centres on the office).
 */
export function headquarters<P extends NamedPlace>(places: P[]): P | undefined {
  return places.find((place) => place.headquarters) ?? places[0];
}

/** One marker per place, the headquarters first (drawn larger and on top), in `copy`'s words. */
export function coverageMarkers(copy: CoverageMarkerCopy, places: NamedPlace[]): MapMarker[] {
  const hq = headquarters(places);
  return [...places]
    .sort((a, b) => Number(b === hq) - Number(a === hq))
    .map((place) =>
      place === hq
        ? {
            lat: place.lat,
            lng: place.lng,
            label: fill(copy.headquartersLabel, { name: place.name }),
            popup: copy.headquartersPopup,
            kind: "headquarters",
          }
        : {
            lat: place.lat,
            lng: place.lng,
            label: place.name,
            popup: fill(copy.districtPopup, { name: place.name }),
            kind: "district",
          },
    );
}
