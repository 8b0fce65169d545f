import { Building2, MapPin } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { Island } from "~/islands/island";
import mapIsland from "~/islands/map.island";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeader, Section } from "~/components/ui/section";
import type { AboutCopy } from "~/content/copy/en/about";
import type { CoverageCopy } from "~/content/copy/en/coverage";
import { coverageMapZoom, coverageMarkers, headquarters } from "~/content/coverage";
import { pagePaths } from "~/content/pages";
import { cn } from "~/lib/cn";
import type { ShownArea } from "~/lib/content/shown-lists";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";

/** The service-area map and the list of places it marks, the headquarters highlighted. */
export function ServiceArea({
  copy,
  coverage,
  areas,
}: {
  copy: AboutCopy["serviceArea"];
  coverage: CoverageCopy;
  areas: ShownArea[];
}) {
  const to = useLocalePath();
  const site = useSite();
  const { mapControls } = site.copy;
  const markers = useMemo(() => coverageMarkers(coverage, areas), [coverage, areas]);
  // Centred on the headquarters city; on the office if the owner has hidden every place.
  const hq = headquarters(areas);
  const centre = hq ? { lat: hq.lat, lng: hq.lng } : site.company.location;
  return (
    <Section tone="tint" aria-labelledby="service-area-heading">
      <SectionHeader
        id="service-area-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <Island
          of={mapIsland}
          props={{
            center: centre,
            zoom: coverageMapZoom,
            markers: markers,
            label: copy.mapLabel,
            placeholder: copy.mapPlaceholder,
            zoomTitles: { zoomIn: mapControls.zoomIn, zoomOut: mapControls.zoomOut },
            closePopupLabel: mapControls.closePopup,
            className: "h-96 shadow-sm sm:h-[28rem] lg:col-span-2 lg:h-auto lg:min-h-[36rem]",
          }}
        />
        <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-navy-900">{copy.listHeading}</h3>
          <ul className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-1">
            {areas.map((place) => (
              <li
                key={place.id}
                data-headquarters={place === hq || undefined}
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2",
                  place === hq
                    ? "border border-sun-300 bg-sun-50 font-bold text-navy-900 col-span-2 lg:col-span-1"
                    : "text-navy-800",
                )}
              >
                {place === hq ? (
                  <Building2 className="size-5 shrink-0 text-sun-700" aria-hidden="true" />
                ) : (
                  <MapPin className="size-5 shrink-0 text-navy-500" aria-hidden="true" />
                )}
                <span>{place.name}</span>
                {place === hq ? (
                  <span className="ml-auto rounded-full bg-sun-500 px-2.5 py-0.5 text-xs font-bold text-navy-950">
                    {coverage.headquartersBadge}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm leading-relaxed text-navy-700">{copy.listNote}</p>
          <Link
            to={to(pagePaths.contact)}
            viewTransition
            prefetch="intent"
            className={cn(buttonVariants({ variant: "outline", size: "md" }), "mt-4 w-full")}
          >
            {copy.contactLink}
          </Link>
        </div>
      </div>
    </Section>
  );
}
