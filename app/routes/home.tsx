import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { StructuredData } from "~/components/structured-data";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";
import { localBusiness } from "~/lib/structured-data";

export const meta: Route.MetaFunction = () => getMeta(pages.home);

export default function Home() {
  return (
    <>
      <StructuredData data={localBusiness()} />
      <HomePage />
    </>
  );
}
