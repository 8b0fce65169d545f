import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/contact";
import { MailIcon, PhoneIcon } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactMap } from "~/components/contact/contact-map";
import { FormsCopyProvider } from "~/components/leads/forms-copy";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { Container } from "~/components/ui/section";
import { contactLinks } from "~/content/company";
import { businessCopy } from "~/content/copy/business.server";
import { contactCopy } from "~/content/copy/contact.server";
import { formsCopy } from "~/content/copy/forms.server";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { contactSchema } from "~/lib/leads/schemas";
import { submitThroughServer } from "~/lib/leads/submission";
import { storeSubmission } from "~/lib/leads/submission.server";
import { getMeta } from "~/lib/meta";
import { keepDataAfterPosts } from "~/lib/revalidation";
import { localBusiness } from "~/lib/structured-data";

// Until its widgets are islands (issue 12), React Router hydrates this page whole.
export const handle: PageHandle = { hydrate: true };

export async function action({ request, context }: Route.ActionArgs) {
  return storeSubmission(request, context.leads, contactSchema, "contact", (leads, message) =>
    leads.saveContact(message),
  );
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitThroughServer(serverAction);
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    page: shownPage(locale, "contact"),
    copy: contactCopy[locale],
    forms: formsCopy[locale],
    business: businessCopy[locale],
  };
}

export const shouldRevalidate = keepDataAfterPosts;

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { page, copy, forms, business } = loaderData;
  return (
    <>
      <StructuredData data={localBusiness(page.locale, business)} />
      <PageHero heading={page.heading} intro={page.intro} />
      <section aria-labelledby="contact-form-heading" className="bg-navy-50 py-16 sm:py-24">
        <Container className="grid gap-8 lg:grid-cols-12">
          <FormsCopyProvider value={forms}>
            <ContactForm className="lg:col-span-7" />
          </FormsCopyProvider>
          <ContactDetails copy={copy.details} className="lg:col-span-5" />
          <ContactMap copy={copy.map} className="lg:col-span-12" />
        </Container>
      </section>
      <CallToAction
        id="contact-banner-heading"
        heading={copy.banner.heading}
        text={copy.banner.text}
        actions={[
          { label: copy.banner.call, href: contactLinks.tel, icon: PhoneIcon },
          { label: copy.banner.email, href: contactLinks.mailto, icon: MailIcon },
        ]}
      />
    </>
  );
}
