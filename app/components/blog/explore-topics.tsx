import {
  ArrowRightIcon,
  BatteryChargingIcon,
  CpuIcon,
  GaugeIcon,
  LandmarkIcon,
  type LucideIcon,
  PiggyBankIcon,
  SolarPanelIcon,
  WrenchIcon,
  ZapIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeader } from "~/components/ui/section";
import { articleCount, type ExploreTopic, exploreSection, exploreTopics } from "~/content/blog";
import { countByTopic, topicHref } from "~/lib/blog-topics";
import type { PostSummary } from "~/lib/posts";

const topicIcons: Record<ExploreTopic, LucideIcon> = {
  "Solar Panels": SolarPanelIcon,
  Inverters: ZapIcon,
  Batteries: BatteryChargingIcon,
  "Government Schemes": LandmarkIcon,
  Maintenance: WrenchIcon,
  "Energy Savings": PiggyBankIcon,
  "Solar Technology": CpuIcon,
  "Net Metering": GaugeIcon,
};

/** The eight topic tiles under the listing, each counting the articles about it. */
export function ExploreTopics({ posts }: { posts: PostSummary[] }) {
  const tiles = countByTopic(posts, exploreTopics);
  return (
    <Section tone="tint" aria-labelledby="explore-topics-heading">
      <SectionHeader
        id="explore-topics-heading"
        eyebrow={exploreSection.eyebrow}
        heading={exploreSection.heading}
        intro={exploreSection.intro}
      />
      <ul className="mt-10 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ name, count }) => {
          const Icon = topicIcons[name];
          return (
            <li key={name}>
              <Link
                to={topicHref(name)}
                viewTransition
                className="group flex h-full items-center gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-5 transition-[box-shadow,border-color] hover:border-sun-300 hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sun-100 text-sun-700 transition-colors group-hover:bg-sun-500 group-hover:text-navy-950">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold text-navy-900">{name}</h3>
                  <p className="mt-0.5 text-sm text-navy-700">{articleCount(count)}</p>
                </div>
                <ArrowRightIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 text-navy-300 transition-[color,transform] group-hover:text-sun-700 motion-safe:group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
