import { ArrowRightIcon, SunIcon } from "lucide-react";
import { Link } from "react-router";
import { HeroSlideshow } from "~/components/home/hero-slideshow";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { heroLinks, heroSlides } from "~/content/home";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";
import type { ShownPage } from "~/lib/meta";
import { cn } from "~/lib/cn";

/**
 * The top of the home page: the slideshow with the page's heading and two calls to action,
 * under the company's tagline.
 */
export function HomeHero({ page, copy }: { page: ShownPage; copy: HomeCopy["hero"] }) {
  const site = useSite();
  const to = useLocalePath();
  return (
    <HeroSlideshow slides={heroSlides} copy={copy}>
      <Container className="py-14 sm:py-20">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-sun-300/40 bg-navy-950/40 px-3.5 py-1.5 text-xs font-bold tracking-wider text-sun-300 uppercase sm:text-sm">
            <SunIcon aria-hidden="true" className="size-4" />
            {site.copy.company.tagline}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {page.heading}
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-navy-100 sm:text-lg">
            {page.intro}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={to(heroLinks.primary)}
              viewTransition
              prefetch="intent"
              className={buttonVariants({ variant: "sun", size: "lg" })}
            >
              {copy.primaryAction}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link
              to={to(heroLinks.secondary)}
              viewTransition
              prefetch="intent"
              className={cn(
                buttonVariants({ variant: "outline-light", size: "lg" }),
                "bg-navy-950/30",
              )}
            >
              {copy.secondaryAction}
            </Link>
          </div>
        </div>
      </Container>
    </HeroSlideshow>
  );
}
