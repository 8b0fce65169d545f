import { Section } from "~/components/ui/section";
import { headlineStats } from "~/content/about";
import type { AboutCopy } from "~/content/copy/en/about";
import { useSite } from "~/lib/i18n/site-context";

/** The headline claims: 2,500+ installations, 30+ districts, 98% satisfaction, 24/7 support. */
export function StatsBand({ copy }: { copy: AboutCopy["statsBand"] }) {
  const stats = headlineStats(useSite().company);
  return (
    <Section tone="dark" aria-labelledby="stats-heading" className="relative overflow-hidden">
      <h2 id="stats-heading" className="sr-only">
        {copy.heading}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-10 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="mt-2 text-sm font-semibold tracking-wide text-navy-100 uppercase sm:text-base">
              {copy.labels[stat.id]}
            </dt>
            <dd className="text-4xl font-extrabold tracking-tight text-sun-300 sm:text-5xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
