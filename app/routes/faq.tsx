import type { Route } from "./+types/faq";
import { PhoneIcon } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { FaqSection } from "~/components/faq/faq-section";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { contact, contactLinks } from "~/content/company";
import { faqEntries, faqText } from "~/content/faq";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";

const page = pages.faq;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function FaqPage() {
  return (
    <>
      <StructuredData data={faqPage(faqEntries)} />
      <PageHero heading={page.heading} intro={page.intro} />
      <FaqSection />
      <CallToAction
        id="still-have-questions"
        layout="split"
        heading={faqText.stillHaveQuestions.heading}
        text={faqText.stillHaveQuestions.text}
        actions={[
          { label: faqText.stillHaveQuestions.contact, to: pages.contact.path },
          {
            label: contact.phoneDisplay,
            href: contactLinks.tel,
            icon: PhoneIcon,
            srPrefix: faqText.stillHaveQuestions.call,
          },
        ]}
      />
    </>
  );
}
