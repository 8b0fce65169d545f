import { SectionHeader, Section } from "~/components/ui/section";
import { storyHighlights, storyImage } from "~/content/about";
import type { AboutCopy } from "~/content/copy/en/about";
import { fill } from "~/lib/i18n/fill";
import { useSite } from "~/lib/i18n/site-context";

/** The company's history: founded 2015, 2,500+ installations. */
export function OurStory({ copy, name }: { copy: AboutCopy["story"]; name: string }) {
  const { company } = useSite();
  const values = { name, founded: company.founded };
  return (
    <Section aria-labelledby="our-story-heading">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeader
            id="our-story-heading"
            eyebrow={copy.eyebrow}
            heading={fill(copy.heading, values)}
            align="start"
          />
          <div className="mt-6 space-y-4 text-base leading-relaxed text-navy-700 sm:text-lg">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph, values)}</p>
            ))}
          </div>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {storyHighlights(company).map((highlight) => (
              <div
                key={highlight.id}
                className="flex flex-col-reverse rounded-2xl border border-sun-200 bg-sun-50 p-5"
              >
                <dt className="mt-1 text-sm font-medium text-navy-700">
                  {copy.highlights[highlight.id]}
                </dt>
                <dd className="text-3xl font-extrabold tracking-tight text-navy-900">
                  {highlight.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative isolate">
          <div
            aria-hidden="true"
            className="absolute -inset-2 -z-10 rotate-2 rounded-3xl bg-sun-100 sm:-inset-4"
          />
          <img
            src={storyImage.src}
            alt={copy.imageAlt}
            width={storyImage.width}
            height={storyImage.height}
            decoding="async"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </div>
    </Section>
  );
}
