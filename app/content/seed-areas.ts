import type { ServiceAreaItem } from "~/lib/content/published-content";
import { coverageCopy as english } from "./copy/en/coverage";
import { coverageCopy as odia } from "./copy/or/coverage";
import { coveragePlaces } from "./coverage";

/** The spec's ten coverage places (section 3) in both languages, as a new database starts. */
export const seedAreas: ServiceAreaItem[] = coveragePlaces.map((place) => ({
  id: place.id,
  lat: place.lat,
  lng: place.lng,
  headquarters: place.isHeadquarters,
  words: { en: { name: english.places[place.id] }, or: { name: odia.places[place.id] } },
}));
