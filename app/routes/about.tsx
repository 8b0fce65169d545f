import type { Route } from "./+types/about";
import { MissionVision } from "~/components/about/mission-vision";
import { OurStory } from "~/components/about/our-story";
import { ServiceArea } from "~/components/about/service-area";
import { StatsBand } from "~/components/about/stats-band";
import { TeamSection } from "~/components/about/team-section";
import { PageHero } from "~/components/page-hero";
import { aboutCopy } from "~/content/copy/about.server";
import { coverageCopy } from "~/content/copy/coverage.server";
import { shownPage } from "~/content/copy/pages.server";
import { shownAreas, shownTeam } from "~/lib/content/shown-lists";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useSite } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    page: shownPage(locale, "about"),
    copy: aboutCopy[locale],
    coverage: coverageCopy[locale],
    team: shownTeam(locale),
    areas: shownAreas(locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, coverage, team, areas } = loaderData;
  const site = useSite();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <OurStory copy={copy.story} name={site.company.name} />
      <MissionVision copy={copy.purpose} />
      <TeamSection copy={copy.team} team={team} />
      <ServiceArea copy={copy.serviceArea} coverage={coverage} areas={areas} />
      <StatsBand copy={copy.statsBand} />
    </>
  );
}
