import { ArrowRightIcon, CircleCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeader } from "~/components/ui/section";
import type { HomeCopy } from "~/content/copy/en/home";
import { topRatedLink, topRatedStats } from "~/content/home";
import { cn } from "~/lib/cn";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";

/** The "top-rated services" blurb: who we are in a paragraph, and the numbers behind it. */
export function TopRatedServices({ copy }: { copy: HomeCopy["topRated"] }) {
  const to = useLocalePath();
  return (
    <Section aria-labelledby="top-rated-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeader
            id="top-rated-heading"
            eyebrow={copy.eyebrow}
            heading={copy.heading}
            align="start"
          />
          <p className="mt-5 text-base leading-relaxed text-navy-700 sm:text-lg">{copy.text}</p>
          <ul className="mt-6 space-y-3">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 text-navy-800">
                <CircleCheckIcon
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-leaf-700"
                />
                <span className="font-medium">{point}</span>
              </li>
            ))}
          </ul>
          <Link
            to={to(topRatedLink)}
            viewTransition
            prefetch="intent"
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-sun-800 underline-offset-4 hover:underline"
          >
            {copy.link}
            <ArrowRightIcon aria-hidden="true" className="size-4" />
          </Link>
        </div>

        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {topRatedStats(useSite().company).map((stat, index) => {
            // Two dark tiles on the diagonal give the block a rhythm.
            const dark = index === 0 || index === 3;
            return (
              <div
                key={stat.id}
                className={cn(
                  "flex flex-col-reverse justify-end gap-1 rounded-2xl p-5 sm:p-8",
                  dark ? "bg-navy-900 shadow-sm" : "border border-navy-100 bg-navy-50",
                )}
              >
                <dt
                  className={cn(
                    "text-sm font-semibold sm:text-base",
                    dark ? "text-navy-100" : "text-navy-700",
                  )}
                >
                  {copy.stats[stat.id]}
                </dt>
                <dd
                  className={cn(
                    "text-3xl font-extrabold tracking-tight sm:text-4xl",
                    dark ? "text-sun-300" : "text-navy-900",
                  )}
                >
                  {stat.value}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </Section>
  );
}
