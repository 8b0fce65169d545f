import { PhotoImg } from "~/components/photo-img";
import { SectionHeader, Section } from "~/components/ui/section";
import type { AboutCopy } from "~/content/copy/en/about";
import type { ShownTeamMember } from "~/lib/content/shown-lists";
import { fill } from "~/lib/i18n/fill";

/** The people who lead the company (the spec's three, as the content desk publishes them). */
export function TeamSection({ copy, team }: { copy: AboutCopy["team"]; team: ShownTeamMember[] }) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeader
        id="team-heading"
        eyebrow={copy.eyebrow}
        heading={copy.heading}
        intro={copy.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {team.map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-md sm:p-8"
          >
            <PhotoImg
              photo={member.portrait}
              sizes="9rem"
              alt={fill(copy.portraitAlt, { name: member.name })}
              loading="lazy"
              decoding="async"
              className="size-36 rounded-full bg-navy-50 object-cover ring-4 ring-sun-100"
            />
            <h3 className="mt-6 text-xl font-bold text-navy-900">{member.name}</h3>
            <p className="mt-1 text-sm font-bold tracking-wide text-sun-700 uppercase">
              {member.role}
            </p>
            <p className="mt-4 leading-relaxed text-navy-700">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
