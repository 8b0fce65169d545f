import type { Route } from "./+types/about";
import { MissionVision } from "~/components/about/mission-vision";
import { OurStory } from "~/components/about/our-story";
import { ServiceArea } from "~/components/about/service-area";
import { StatsBand } from "~/components/about/stats-band";
import { TeamSection } from "~/components/about/team-section";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.about;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function AboutPage() {
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <OurStory />
      <MissionVision />
      <TeamSection />
      <ServiceArea />
      <StatsBand />
    </>
  );
}
