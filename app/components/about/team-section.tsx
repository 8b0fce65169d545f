import { SectionHeader, Section } from "~/components/ui/section";
import { teamMembers } from "~/content/about";
import type { AboutCopy } from "~/content/copy/en/about";
import { fill } from "~/lib/i18n/fill";

/** The three people who lead the company. */
export function TeamSection({ copy }: { copy: AboutCopy["team"] }) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeader
        id="team-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {teamMembers.map((member) => {
          const words = copy.members[member.id];
          return (
            <li
              key={member.id}
              className="flex flex-col items-center rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <img
                src={member.portrait.src}
                alt={fill(copy.portraitAlt, { name: words.name })}
                width={member.portrait.width}
                height={member.portrait.height}
                loading="lazy"
                decoding="async"
                className="size-36 rounded-full bg-navy-50 object-cover ring-4 ring-sun-100"
              />
              <h3 className="mt-6 text-xl font-bold text-navy-900">{words.name}</h3>
              <p className="mt-1 text-sm font-bold tracking-wide text-sun-700 uppercase">
                {words.role}
              </p>
              <p className="mt-4 leading-relaxed text-navy-700">{words.bio}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
