import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { StructuredData } from "~/components/structured-data";
import { businessCopy } from "~/content/copy/business.server";
import { homeCopy } from "~/content/copy/home.server";
import { shownPage } from "~/content/copy/pages.server";
import { shownHomeLists } from "~/lib/content/shown-lists";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import { localBusiness } from "~/lib/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    page: shownPage(locale, "home"),
    copy: homeCopy[locale],
    business: businessCopy[locale],
    lists: shownHomeLists(locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, copy, business, lists } = loaderData;
  return (
    <>
      <StructuredData data={localBusiness(page.locale, business)} />
      <HomePage page={page} copy={copy} lists={lists} />
    </>
  );
}
