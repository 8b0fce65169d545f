import type { Route } from "./+types/home";
import { HomePage } from "~/components/home/home-page";
import { pages } from "~/content/pages";
import { getMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => getMeta(pages.home);

export default function Home() {
  return <HomePage />;
}
