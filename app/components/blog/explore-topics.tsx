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
import { articleCount } from "./blog-words";
import { type ExploreTopicId, exploreTopicIds } from "~/content/blog";
import type { BlogCopy } from "~/content/copy/en/blog";
import { countByTopic, topicHref } from "~/lib/blog-topics";
import { useLocalePath } from "~/lib/i18n/site-context";
import type { PostSummary } from "~/lib/posts";

const topicIcons: Record<ExploreTopicId, LucideIcon> = {
  "solar-panels": SolarPanelIcon,
  inverters: ZapIcon,
  batteries: BatteryChargingIcon,
  "government-schemes": LandmarkIcon,
  maintenance: WrenchIcon,
  "energy-savings": PiggyBankIcon,
  "solar-technology": CpuIcon,
  "net-metering": GaugeIcon,
};

/** The eight topic tiles under the listing, each counting the articles about it. */
export function ExploreTopics({
  posts,
  copy,
}: {
  posts: PostSummary[];
  copy: Pick<BlogCopy, "explore" | "topics" | "articleCount">;
}) {
  const to = useLocalePath();
  const tiles = countByTopic(posts, exploreTopicIds);
  return (
    <Section tone="tint" aria-labelledby="explore-topics-heading">
      <SectionHeader
        id="explore-topics-heading"
        eyebrow={copy.explore.eyebrow}
        heading={copy.explore.heading}
        intro={copy.explore.intro}
      />
      <ul className="mt-10 grid gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {tiles.map(({ id, count }) => {
          const Icon = topicIcons[id];
          const name = copy.topics[id];
          return (
            <li key={id}>
              <Link
                to={to(topicHref(name))}
                viewTransition
                className="group flex h-full items-center gap-4 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-5 transition-[box-shadow,border-color] hover:border-sun-300 hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sun-100 text-sun-700 transition-colors group-hover:bg-sun-500 group-hover:text-navy-950">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-bold text-navy-900">{name}</h3>
                  <p className="mt-0.5 text-sm text-navy-700">
                    {articleCount(copy.articleCount, count)}
                  </p>
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
