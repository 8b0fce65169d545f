import {
  BatteryChargingIcon,
  Building2Icon,
  ClipboardCheckIcon,
  FactoryIcon,
  HouseIcon,
  SolarPanelIcon,
  UtilityPoleIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { serviceTileIds, type ServiceTileId } from "~/content/home";

const icons: Record<ServiceTileId, LucideIcon> = {
  residential: HouseIcon,
  commercial: Building2Icon,
  maintenance: WrenchIcon,
  "inverter-setup": BatteryChargingIcon,
  "rooftop-mounting": SolarPanelIcon,
  "solar-plant": FactoryIcon,
  "grid-tied": UtilityPoleIcon,
  "energy-audit": ClipboardCheckIcon,
};

/** The eight services we offer, as a grid of tiles. */
export function ServiceTiles({ copy }: { copy: HomeCopy["services"] }) {
  return (
    <Section tone="tint" aria-labelledby="services-heading">
      <SectionHeader
        id="services-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {serviceTileIds.map((id) => {
          const Icon = icons[id];
          const service = copy.items[id];
          return (
            <li
              key={id}
              className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-50 text-navy-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg leading-snug font-bold text-navy-900">{service.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-navy-700">{service.description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
