import type { Route } from "./+types/faq";
import { PhoneIcon } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { FaqSection } from "~/components/faq/faq-section";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { contact, contactLinks } from "~/content/company";
import { faqEntries, faqText } from "~/content/faq";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "faq") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const to = useLocalePath();
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
          { label: faqText.stillHaveQuestions.contact, to: to(pagePaths.contact) },
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
