import { CalculatorIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { SocialLinks } from "~/components/social-links";
import { company, privacyContact } from "~/content/company";
import { pagePaths } from "~/content/pages";
import { footerQuickLinks, solarCalculatorPath } from "~/content/navigation";
import { fill } from "~/lib/i18n/fill";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";

/** The bottom bar's small links, each a touch target of at least 24 px. */
const footerLinkClass = "inline-flex min-h-6 items-center hover:text-white hover:underline";

export function SiteFooter() {
  const { copy, company: shown } = useSite();
  const to = useLocalePath();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-extrabold text-white">
            <BrandMark className="size-9" />
            {shown.name}
          </p>
          <p className="mt-1 text-sm font-semibold text-sun-300">{copy.company.tagline}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{copy.company.footerText}</p>
          <h2 className="sr-only">{copy.layout.footerFollowHeading}</h2>
          <SocialLinks
            className="mt-6"
            linkClassName="text-navy-100 hover:bg-white/10 hover:text-white"
            label={copy.layout.socialLinksLabel}
          />
        </div>

        <div>
          <nav aria-label={copy.layout.footerNavigationLabel}>
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">
              {copy.layout.footerQuickLinksHeading}
            </h2>
            <ul className="mt-4 grid gap-1 text-sm">
              {footerQuickLinks.map((link) => (
                <li key={link}>
                  <Link
                    to={to(link)}
                    viewTransition
                    className="inline-block py-1.5 hover:text-white hover:underline"
                  >
                    {copy.navigation[link]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-6 text-sm">
            <span className="block text-xs font-bold tracking-wider text-white uppercase">
              {copy.plannerLink.footerHeading}
            </span>
            <Link
              to={to(solarCalculatorPath)}
              viewTransition
              className="mt-2 inline-flex items-center gap-2 py-1.5 font-semibold text-sun-300 hover:text-sun-200 hover:underline"
            >
              <CalculatorIcon aria-hidden="true" className="size-4 shrink-0" />
              {copy.plannerLink.footer}
            </Link>
          </p>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">
            {copy.layout.footerContactHeading}
          </h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <p className="flex gap-3">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sun-400" />
              <span>{shown.addressLines.join(", ")}</span>
            </p>
            <a href={shown.links.tel} className="flex gap-3 hover:text-white hover:underline">
              <PhoneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sun-400" />
              {shown.phoneDisplay}
            </a>
            <a href={shown.links.mailto} className="flex gap-3 hover:text-white hover:underline">
              <MailIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sun-400" />
              {shown.email}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-navy-200 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>{fill(copy.layout.copyright, { year, holder: copy.company.legalName })}</p>
          <p data-footer-privacy className="flex flex-wrap gap-x-4 gap-y-2">
            <a href={to(pagePaths.privacyNotice)} className={footerLinkClass}>
              {copy.layout.privacyNotice}
            </a>
            <a href={to(pagePaths.privacyRights)} className={footerLinkClass}>
              {copy.layout.privacyRights}
            </a>
            <a href={`mailto:${privacyContact.email}`} className={footerLinkClass}>
              {fill(copy.layout.privacyContact, { email: privacyContact.email })}
            </a>
          </p>
          <p>
            <a href={company.websiteBy.href} className="hover:text-white hover:underline">
              {copy.company.websiteBy}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
