import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { StructuredData } from "~/components/structured-data";
import { shownPage } from "~/content/copy/pages.server";
import { localeOfRequest } from "~/lib/i18n/locale";
import { getMeta } from "~/lib/meta";
import { localBusiness } from "~/lib/structured-data";

export function loader({ request }: Route.LoaderArgs) {
  return { page: shownPage(localeOfRequest(request), "home") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => getMeta(loaderData.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <StructuredData data={localBusiness()} />
      <HomePage page={page} />
    </>
  );
}
