import { Clock, MapPin, Navigation } from "lucide-react";
import { Island } from "~/islands/island";
import mapIsland from "~/islands/map.island";
import type { ContactCopy } from "~/content/copy/en/contact";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/i18n/site-context";

/** The office on a street-level map (spec: zoom 16, marker with a popup). */
export function ContactMap({ copy, className }: { copy: ContactCopy["map"]; className?: string }) {
  const { copy: siteCopy, company } = useSite();
  const { mapControls } = siteCopy;
  const { lat, lng } = company.location;
  const directionsHref = `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=16/${lat}/${lng}`;
  return (
    <div
      className={cn(
        "grid gap-6 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-3 lg:gap-8",
        className,
      )}
    >
      <div className="flex flex-col gap-5">
        <h2 id="contact-map-heading" className="text-2xl font-extrabold text-navy-900">
          {copy.heading}
        </h2>
        <p className="flex gap-3 leading-relaxed text-navy-700">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-sun-700" />
          <span className="whitespace-pre-line">{company.addressLines.join("\n")}</span>
        </p>
        <p className="flex gap-3 leading-relaxed text-navy-700">
          <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-sun-700" />
          {company.hours.shown}
        </p>
        <a
          href={directionsHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline decoration-sun-500 decoration-2 underline-offset-4 hover:text-navy-900"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {copy.directions}
          <span className="sr-only"> {copy.newTab}</span>
        </a>
      </div>
      <Island
        of={mapIsland}
        props={{
          center: company.location,
          zoom: 16,
          markers: [
            {
              lat,
              lng,
              label: company.name,
              popup: company.addressLines.join(", "),
              kind: "headquarters",
            },
          ],
          label: copy.label,
          placeholder: copy.placeholder,
          zoomTitles: { zoomIn: mapControls.zoomIn, zoomOut: mapControls.zoomOut },
          closePopupLabel: mapControls.closePopup,
          className: "h-80 sm:h-96 lg:col-span-2",
        }}
      />
    </div>
  );
}
