import type { Route } from "./+types/faq";
import { PhoneIcon } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { FaqSection } from "~/components/faq/faq-section";
import { PageHero } from "~/components/page-hero";
import { StructuredData } from "~/components/structured-data";
import { faqCopy } from "~/content/copy/faq.server";
import { publishedContent } from "~/lib/content/published-content";
import { pagePaths } from "~/content/pages";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { useLocalePath } from "~/lib/i18n/site-context";
import { getMeta } from "~/lib/meta";
import { faqPage } from "~/lib/structured-data";
import { useSite } from "~/lib/i18n/site-context";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  // The questions and answers the content desk publishes (issue 32), in the page's language.
  const entries = publishedContent().faq.map((item) => item.words[locale]);
  return { page: shownPage(locale, "faq"), copy: faqCopy[locale], entries };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { company } = useSite();
  const { page, copy, entries } = loaderData;
  const to = useLocalePath();
  return (
    <>
      <StructuredData data={faqPage(entries, page.locale)} />
      <PageHero heading={page.heading} intro={page.intro} />
      <FaqSection copy={copy} entries={entries} />
      <CallToAction
        id="still-have-questions"
        layout="split"
        heading={copy.stillHaveQuestions.heading}
        text={copy.stillHaveQuestions.text}
        actions={[
          { label: copy.stillHaveQuestions.contact, to: to(pagePaths.contact) },
          {
            label: company.phoneDisplay,
            href: company.links.tel,
            icon: PhoneIcon,
            srPrefix: copy.stillHaveQuestions.call,
          },
        ]}
      />
    </>
  );
}
