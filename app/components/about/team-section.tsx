import { SectionHeader, Section } from "~/components/ui/section";
import { team } from "~/content/about";

/** The three people who lead the company. */
export function TeamSection() {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeader
        id="team-heading"
        eyebrow={team.eyebrow}
        heading={team.heading}
        intro={team.intro}
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {team.members.map((member) => (
          <li
            key={member.role}
            className="flex flex-col items-center rounded-2xl border border-navy-100 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-md sm:p-8"
          >
            <img
              src={member.portrait.src}
              alt={member.portrait.alt}
              width={member.portrait.width}
              height={member.portrait.height}
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
