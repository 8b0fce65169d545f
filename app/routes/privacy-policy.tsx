import { CalendarDaysIcon, HouseIcon } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { useIslandToastWords } from "~/components/layout/toaster";
import { PageHero } from "~/components/page-hero";
import { PolicyContents } from "~/components/privacy/policy-contents";
import { PolicySection } from "~/components/privacy/policy-section";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { pagePaths } from "~/content/pages";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { privacyCopy } from "~/content/copy/privacy.server";
import { formatDate } from "~/lib/i18n/format";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { policyLastUpdated, policySectionIds } from "~/content/privacy";
import { privacyRequestAction } from "~/lib/leads/form-actions.server";
import type { SubmissionResult } from "~/lib/leads/submission";
import { answerPage } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { privacyContact } from "~/content/company";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { fill } from "~/lib/i18n/fill";

// "Your Privacy Rights" has a form for asking us to delete one's data (issue 10), posted here
// without JavaScript; with it, to the same action's JSON twin (/forms/privacy).
export async function action(args: Route.ActionArgs) {
  return answerPage(await privacyRequestAction(args));
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { sections: sectionsById, ...copy } = privacyCopy[locale];
  const { deletion, honeypotLabel, failed, invalid } = formsCopy[locale];
  return {
    page: shownPage(locale, "privacyPolicy"),
    copy,
    // The sections in the page's order, each under its anchor (the same in both languages).
    sections: policySectionIds.map((id) => ({ id, ...sectionsById[id] })),
    forms: { deletion, honeypotLabel, failed, invalid },
    lastUpdated: { iso: policyLastUpdated, display: formatDate(policyLastUpdated, locale) },
    noticeLinks: {
      notice: {
        href: localePath(locale, pagePaths.privacyNotice),
        label: privacyNoticeCopy[locale].fullLink,
      },
      rights: {
        href: localePath(locale, pagePaths.privacyRights),
        label: privacyNoticeCopy[locale].rightsLink,
      },
      contact: {
        line: fill(privacyNoticeCopy[locale].contactLine, {
          role: privacyNoticeCopy[locale].contactRole,
        }),
        email: privacyContact.email,
      },
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function PrivacyPolicyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, copy, sections, lastUpdated } = loaderData;
  const deletionRequest = {
    locale: page.locale,
    words: loaderData.forms,
    toasts: useIslandToastWords(),
    documentResult: (actionData as SubmissionResult | undefined) ?? null,
  };
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro}>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/20">
          <CalendarDaysIcon aria-hidden="true" className="size-4 text-sun-300" />
          <span>
            {copy.lastUpdatedLabel} <time dateTime={lastUpdated.iso}>{lastUpdated.display}</time>
          </span>
        </p>
      </PageHero>
      <div className="py-12 sm:py-20">
        <Container className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <PolicyContents sections={sections} label={copy.tocLabel} />
          <article className="mt-10 max-w-3xl space-y-12 lg:mt-0">
            {sections.map((section) => (
              <PolicySection
                key={section.id}
                section={section}
                contactLabels={copy.contactLabels}
                deletionRequest={deletionRequest}
                noticeLinks={loaderData.noticeLinks}
              />
            ))}
            <div className="border-t border-navy-100 pt-10">
              <Link
                to={localePath(page.locale, pagePaths.home)}
                viewTransition
                prefetch="intent"
                className={buttonVariants({ variant: "navy", size: "lg" })}
              >
                <HouseIcon aria-hidden="true" />
                {copy.returnHome}
              </Link>
            </div>
          </article>
        </Container>
      </div>
    </>
  );
}
