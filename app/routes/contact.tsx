import type { Route } from "./+types/contact";
import { MailIcon, PhoneIcon } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { ContactDetails } from "~/components/contact/contact-details";
import contactFormIsland from "~/islands/contact-form.island";
import { Island } from "~/islands/island";
import { ContactMap } from "~/components/contact/contact-map";
import { useIslandToastWords } from "~/components/layout/toaster";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { Container } from "~/components/ui/section";
import { businessCopy } from "~/content/copy/business.server";
import { contactCopy } from "~/content/copy/contact.server";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { formNotice } from "~/lib/privacy/notice-words.server";
import { contactAction } from "~/lib/leads/form-actions.server";
import type { SubmissionResult } from "~/lib/leads/submission";
import { answerPage } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { localBusiness } from "~/lib/structured-data";
import { useSite } from "~/lib/i18n/site-context";

// A post without JavaScript; with it, the form posts the same action's JSON twin (/forms/contact).
export async function action(args: Route.ActionArgs) {
  return answerPage(await contactAction(args));
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { contact, person, requiredMark, optional, honeypotLabel, privacyLink, failed, invalid } =
    formsCopy[locale];
  return {
    page: shownPage(locale, "contact"),
    copy: contactCopy[locale],
    forms: { contact, person, requiredMark, optional, honeypotLabel, privacyLink, failed, invalid },
    business: businessCopy[locale],
    consentWords: privacyNoticeCopy[locale].consents,
    notice: formNotice(locale, "contact"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { company } = useSite();
  const { page, copy, forms, business, consentWords, notice } = loaderData;
  const toasts = useIslandToastWords();
  return (
    <>
      <StructuredData data={localBusiness(page.locale, business)} />
      <PageHero heading={page.heading} intro={page.intro} />
      <section aria-labelledby="contact-form-heading" className="bg-navy-50 py-16 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-12">
          <div className="grid content-start gap-4 lg:col-span-7">
            <Island
              of={contactFormIsland}
              props={{
                locale: page.locale,
                words: forms,
                consentWords,
                toasts,
                documentResult: (actionData as SubmissionResult | undefined) ?? null,
              }}
            />
            <PrivacyNotice notice={notice} />
          </div>
          <ContactDetails copy={copy.details} className="lg:col-span-5" />
          <ContactMap copy={copy.map} className="lg:col-span-12" />
        </Container>
      </section>
      <CallToAction
        id="contact-banner-heading"
        heading={copy.banner.heading}
        text={copy.banner.text}
        actions={[
          { label: copy.banner.call, href: company.links.tel, icon: PhoneIcon },
          { label: copy.banner.email, href: company.links.mailto, icon: MailIcon },
        ]}
      />
    </>
  );
}
