import type { Route } from "./+types/privacy-notice";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/section";
import { privacyContact } from "~/content/company";
import { siteCopy } from "~/content/copy/site.server";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";
import { formatDate } from "~/lib/i18n/format";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import { noticeFormIds, noticeVersion } from "~/lib/privacy/notice";

// The DPDP notice (Act s. 5, Rules 2025 Rule 3) on a page of its own in both languages: what
// each form collects and why, consent and withdrawal, the rights, the Board, whom to ask. The
// spec's privacy policy keeps its own words and links here. Server-rendered, no script.

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const copy = privacyNoticeCopy[locale];
  return {
    page: shownPage(locale, "privacyNotice"),
    copy: {
      ...copy.page,
      labels: copy.labels,
      role: copy.contactRole,
      rightsLink: copy.rightsLink,
    },
    forms: noticeFormIds.map((id) => ({ id, name: copy.formNames[id], ...copy.forms[id] })),
    version: { id: noticeVersion, display: formatDate(noticeVersion, locale) },
    rightsPath: localePath(locale, pagePaths.privacyRights),
    contactEmail: privacyContact.email,
    legalName: siteCopy[locale].company.legalName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

const headingClass = "text-2xl font-extrabold tracking-tight text-navy-900";
const linkClass =
  "font-semibold text-navy-900 underline decoration-sun-500 decoration-2 underline-offset-4 hover:text-navy-700";

export default function PrivacyNoticePage({ loaderData }: Route.ComponentProps) {
  const { page, copy, forms, version, rightsPath, contactEmail, legalName } = loaderData;
  const [contactBefore = "", contactAfter = ""] = fill(copy.contact.text, {
    role: copy.role,
  }).split("{email}");
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <p className="mt-6 inline-flex rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20">
          {copy.versionLabel}{" "}
          <time dateTime={version.id} data-notice-version={version.id} className="ml-1">
            {version.display}
          </time>
        </p>
      </PageHero>
      <Container className="max-w-3xl space-y-12 py-12 leading-relaxed text-navy-800 sm:py-16">
        <section aria-labelledby="notice-who">
          <h2 id="notice-who" className={headingClass}>
            {copy.who.heading}
          </h2>
          <p className="mt-3">{fill(copy.who.text, { legalName })}</p>
        </section>
        <section aria-labelledby="notice-forms">
          <h2 id="notice-forms" className={headingClass}>
            {copy.formsHeading}
          </h2>
          <div className="mt-4 grid gap-4">
            {forms.map((form) => (
              <section
                key={form.id}
                id={`form-${form.id}`}
                className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
              >
                <h3 className="text-lg font-bold text-navy-900">{form.name}</h3>
                <dl className="mt-2 grid gap-2">
                  {(["data", "purpose", "keep", "who"] as const).map((key) => (
                    <div key={key} className="sm:grid sm:grid-cols-[9rem_1fr] sm:gap-4">
                      <dt className="font-semibold text-navy-900">{copy.labels[key]}</dt>
                      <dd>{form[key]}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </section>
        <section aria-labelledby="notice-consent">
          <h2 id="notice-consent" className={headingClass}>
            {copy.consent.heading}
          </h2>
          {copy.consent.paragraphs.map((text) => (
            <p key={text} className="mt-3">
              {text}
            </p>
          ))}
        </section>
        <section aria-labelledby="notice-rights">
          <h2 id="notice-rights" className={headingClass}>
            {copy.rights.heading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {copy.rights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3">{copy.rights.text}</p>
          <p className="mt-3">
            <a href={rightsPath} className={linkClass}>
              {copy.rightsLink}
            </a>
          </p>
        </section>
        <section aria-labelledby="notice-board">
          <h2 id="notice-board" className={headingClass}>
            {copy.board.heading}
          </h2>
          <p className="mt-3">{copy.board.text}</p>
        </section>
        <section aria-labelledby="notice-contact">
          <h2 id="notice-contact" className={headingClass}>
            {copy.contact.heading}
          </h2>
          <p className="mt-3" data-privacy-contact>
            {contactBefore}
            <a href={`mailto:${contactEmail}`} className={linkClass}>
              {contactEmail}
            </a>
            {contactAfter}
          </p>
        </section>
      </Container>
    </>
  );
}
