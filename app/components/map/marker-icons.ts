// How each kind of map marker is drawn (spec section 9: HQ 32×32 px, others 24×24 px).
// Both pins point down, so the anchor is the bottom centre of the image.

export type MarkerKind = "headquarters" | "district";

export interface MarkerIconOptions {
  iconUrl: string;
  iconSize: [number, number];
  iconAnchor: [number, number];
  popupAnchor: [number, number];
}

const iconSizes: Record<MarkerKind, number> = { headquarters: 32, district: 24 };

export function markerIconOptions(kind: MarkerKind): MarkerIconOptions {
  const size = iconSizes[kind];
  return {
    iconUrl: `/media/markers/${kind}.svg`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    // The popup's tip sits just above the pin's head.
    popupAnchor: [0, -size + 4],
  };
}
