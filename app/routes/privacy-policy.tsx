import type { Route } from "./+types/privacy-policy";
import { PageHero } from "~/components/page-hero";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

const page = pages.privacyPolicy;

export const meta: Route.MetaFunction = () => getMeta(page);

export default function PrivacyPolicyPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
