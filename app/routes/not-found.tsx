import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { HomePage } from "~/components/home/home-page";
import { homeCopy } from "~/content/copy/home.server";
import { pagesCopy, shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import { shownHomeLists } from "~/lib/content/shown-lists";

// The spec shows the home page for any other path. It is answered with 404 and marked
// noindex, with the home page as canonical, so search engines never index a second home.
// Under /or the home page is the Odia one.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const page = { ...shownPage(locale, "home"), ...pagesCopy[locale].notFound };
  return data({ page, copy: homeCopy[locale], lists: shownHomeLists(locale) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? getMeta({ ...loaderData.page, noindex: true }) : [];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData.page} copy={loaderData.copy} lists={loaderData.lists} />;
}
