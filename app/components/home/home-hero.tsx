import { HeroHeading } from "~/components/home/hero-heading";
import { heroHeadingSlot } from "~/components/home/hero-slideshow";
import type { HomeCopy } from "~/content/copy/en/home";
import { heroLinks, heroSlides } from "~/content/home";
import { Island } from "~/islands/island";
import heroSlideshowIsland from "~/islands/hero-slideshow.island";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";
import type { ShownPage } from "~/lib/meta";

/**
 * The top of the home page: the slideshow (an island) with the page's heading and two calls to
 * action, under the company's tagline, in its slot as server-only HTML.
 */
export function HomeHero({ page, copy }: { page: ShownPage; copy: HomeCopy["hero"] }) {
  const site = useSite();
  const to = useLocalePath();
  const { primaryAction, secondaryAction, ...slideshowCopy } = copy;
  return (
    <Island
      of={heroSlideshowIsland}
      props={{ slides: heroSlides, copy: slideshowCopy }}
      slots={{
        [heroHeadingSlot]: (
          <HeroHeading
            tagline={site.copy.company.tagline}
            heading={page.heading}
            intro={page.intro}
            primary={{ label: primaryAction, href: to(heroLinks.primary) }}
            secondary={{ label: secondaryAction, href: to(heroLinks.secondary) }}
          />
        ),
      }}
    />
  );
}
