import type { Route } from "./+types/faq";
import { FaqContactBand } from "~/components/faq/faq-contact-band";
import { FaqSection } from "~/components/faq/faq-section";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { faqEntries } from "~/content/faq";
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
      <FaqContactBand />
    </>
  );
}
