import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type * as React from "react";
import { SocialLinks } from "~/components/social-links";
import type { ContactCopy } from "~/content/copy/en/contact";
import { cn } from "~/lib/cn";
import { useSite } from "~/lib/i18n/site-context";

function DetailRow({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sun-100 text-sun-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold tracking-wide text-navy-900 uppercase">{label}</h3>
        <div className="mt-1 leading-relaxed text-navy-700">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-navy-800 underline decoration-sun-500 decoration-2 underline-offset-4 hover:text-navy-900 hover:decoration-sun-700 break-all";

/** Address, phone, e-mail, WhatsApp and hours, then the social profiles. */
export function ContactDetails({
  copy,
  className,
}: {
  copy: ContactCopy["details"];
  className?: string;
}) {
  const { company } = useSite();
  return (
    <div
      className={cn("rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id="contact-details-heading" className="text-2xl font-extrabold text-navy-900">
        {copy.heading}
      </h2>
      <ul className="mt-6 grid gap-6">
        <DetailRow icon={MapPin} label={copy.address}>
          <address className="whitespace-pre-line not-italic">
            {company.addressLines.join("\n")}
          </address>
        </DetailRow>
        <DetailRow icon={Phone} label={copy.phone}>
          <a href={company.links.tel} className={linkClass}>
            {company.phoneDisplay}
          </a>
        </DetailRow>
        <DetailRow icon={Mail} label={copy.email}>
          <a href={company.links.mailto} className={linkClass}>
            {company.email}
          </a>
        </DetailRow>
        <DetailRow icon={MessageCircle} label={copy.whatsapp}>
          <a
            href={company.links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {copy.whatsappLink}
            <span className="sr-only"> {copy.newTab}</span>
          </a>
        </DetailRow>
        <DetailRow icon={Clock} label={copy.hours}>
          <p>{company.hours.shown}</p>
        </DetailRow>
      </ul>
      <div className="mt-8 border-t border-navy-100 pt-6">
        <h3 className="text-sm font-bold tracking-wide text-navy-900 uppercase">{copy.social}</h3>
        <SocialLinks
          label={copy.socialLabel}
          networks={["facebook", "twitter", "instagram", "linkedin"]}
          className="mt-3"
          linkClassName="bg-navy-50 text-navy-800 hover:bg-sun-100 hover:text-navy-900"
        />
      </div>
    </div>
  );
}
