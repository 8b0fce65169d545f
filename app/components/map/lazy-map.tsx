import { MapPin } from "lucide-react";
import type * as Leaflet from "leaflet";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { publicConfig } from "~/config";
import { cn } from "~/lib/cn";
import { type MarkerKind, markerIconOptions } from "./marker-icons";

export interface MapMarker {
  lat: number;
  lng: number;
  /** The marker's title and image alt text. */
  label: string;
  /** Text shown in a popup when the marker is chosen. */
  popup?: string;
  kind: MarkerKind;
}

export interface LazyMapProps {
  center: { lat: number; lng: number };
  zoom: number;
  markers: MapMarker[];
  /** The accessible name of the map region. */
  label: string;
  /** Shown in the box until the map is ready. */
  placeholder: string;
  /** Sizes the box (it never changes size, so nothing shifts); defaults to h-80 sm:h-96. */
  className?: string;
  /** The zoom buttons' names in the page's language; Leaflet's English ones otherwise. */
  zoomTitles?: { zoomIn: string; zoomOut: string };
  /** The popups' close button's name in the page's language; Leaflet's English one otherwise. */
  closePopupLabel?: string;
}

/**
 * A Leaflet map that costs nothing until it scrolls into view: the box (and its placeholder)
 * is in the HTML, Leaflet and its stylesheet load only when the box nears the viewport
 * (docs/decisions/002). The map is built once from the first props it is given.
 */
export function LazyMap({
  center,
  zoom,
  markers,
  label,
  placeholder,
  className,
  zoomTitles,
  closePopupLabel,
}: LazyMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  const buildMap = useEffectEvent((L: typeof Leaflet, container: HTMLElement) => {
    const animate = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const map = L.map(container, {
      center: [center.lat, center.lng],
      zoom,
      // The page scrolls under the wheel; the map zooms with its buttons, keys or pinch.
      scrollWheelZoom: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
      zoomControl: !zoomTitles,
    });
    if (zoomTitles) {
      L.control
        .zoom({ zoomInTitle: zoomTitles.zoomIn, zoomOutTitle: zoomTitles.zoomOut })
        .addTo(map);
    }
    if (closePopupLabel) {
      // Leaflet 1.9 writes "Close popup" into each popup's close button when it opens, with
      // no option to change it: the name is set once the button exists.
      map.on("popupopen", ({ popup }) => {
        popup
          .getElement()
          ?.querySelector(".leaflet-popup-close-button")
          ?.setAttribute("aria-label", closePopupLabel);
      });
    }
    L.tileLayer(publicConfig.map.tileUrl, {
      attribution: publicConfig.map.attribution,
      maxZoom: 19,
    }).addTo(map);
    const icons = {
      headquarters: L.icon(markerIconOptions("headquarters")),
      district: L.icon(markerIconOptions("district")),
    };
    for (const place of markers) {
      const marker = L.marker([place.lat, place.lng], {
        icon: icons[place.kind],
        title: place.label,
        alt: place.label,
        // The headquarters pin stays on top where pins overlap.
        zIndexOffset: place.kind === "headquarters" ? 1000 : 0,
        riseOnHover: true,
      }).addTo(map);
      if (place.popup) marker.bindPopup(popupContent(place.label, place.popup));
    }
    return map;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // React StrictMode runs this effect twice: the first run is cancelled before Leaflet
    // has loaded, so the map is built once, and removed with the component.
    let cancelled = false;
    let map: ReturnType<typeof buildMap> | undefined;

    async function load(target: HTMLElement) {
      try {
        const [leaflet] = await Promise.all([
          import("leaflet"),
          import("leaflet/dist/leaflet.css"),
        ]);
        if (cancelled) return;
        map = buildMap(leaflet, target);
        setReady(true);
      } catch (error) {
        // A map that cannot be set up is not worth an error in front of the visitor
        // (spec section 8); the placeholder stays.
        console.warn("The map could not be set up.", error);
      }
    }

    if (typeof IntersectionObserver === "undefined") {
      void load(container);
      return () => {
        cancelled = true;
        map?.remove();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load(container);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, []);

  return (
    <div
      data-slot="lazy-map"
      data-state={ready ? "ready" : "loading"}
      className={cn(
        // isolate: Leaflet's panes use z-indexes up to 1000; they must stay under the header.
        "relative isolate overflow-hidden rounded-2xl border border-navy-100 bg-navy-50",
        className ?? "h-80 sm:h-96",
      )}
    >
      {/* Leaflet owns this element's classes and children, so React leaves them alone. */}
      <div ref={containerRef} role="region" aria-label={label} className="absolute inset-0" />
      {ready ? null : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <span className="flex size-12 items-center justify-center rounded-xl bg-navy-100 text-navy-700 motion-safe:animate-pulse">
            <MapPin className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-medium text-navy-700">{placeholder}</p>
        </div>
      )}
    </div>
  );
}

/** Popup content built as DOM nodes, so marker text is never parsed as HTML. */
function popupContent(title: string, text: string): HTMLElement {
  const content = document.createElement("div");
  const heading = document.createElement("strong");
  heading.textContent = title;
  const body = document.createElement("p");
  body.textContent = text;
  body.style.margin = "0.25rem 0 0";
  content.append(heading, body);
  return content;
}
