import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { HomePage } from "~/components/home/home-page";
import { notFoundPage } from "~/content/pages";
import { getMeta } from "~/lib/meta";

// The spec shows the home page for any other path. It is answered with 404 and marked
// noindex, with the home page as canonical, so search engines never index a second home.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () =>
  getMeta({ ...notFoundPage, path: "/", noindex: true });

export default function NotFound() {
  return <HomePage />;
}
