import type { Route } from "./+types/about";
import { MissionVision } from "~/components/about/mission-vision";
import { OurStory } from "~/components/about/our-story";
import { ServiceArea } from "~/components/about/service-area";
import { StatsBand } from "~/components/about/stats-band";
import { TeamSection } from "~/components/about/team-section";
import { PageHero } from "~/components/page-hero";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "about") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
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
