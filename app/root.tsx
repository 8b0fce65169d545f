import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { useContext, useEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "~/lib/nonce";
import { errorPageCopy as englishErrorPage } from "~/content/copy/en/error-page";
import { errorPageCopy as odiaErrorPage } from "~/content/copy/or/error-page";
import { cacheControl } from "~/lib/cache-control";
import { type Locale, localeOfPath, localePath, localeTags } from "~/lib/i18n/locale";
import { IslandRenderer } from "~/islands/island";
import type { PageHandle } from "~/lib/page-handle";
import { useSiteStyles } from "~/lib/site-styles";
import islandsRuntimeUrl from "virtual:islands/runtime-url";

// The stylesheet is not among these: Layout links it or inlines it (see there). Nor is the web
// app manifest: the islands runtime links it once the page has settled (docs/decisions/014).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

// Pages rendered per request (a query the page reads, the catch-all) carry a one-time nonce;
// a route with other needs (a staff area: no-store) says so in its own `headers`.
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": cacheControl.renderedPage,
});

/**
 * Whether React Router hydrates the whole page: the staff inbox. Public pages send no router
 * at all, only their islands, on the development server as in a build
 * (docs/decisions/009-islands.md).
 */
function useHydratesWholePage(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as PageHandle)?.hydrate);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The language comes from the URL: Odia pages live under /or.
  const { lang } = localeTags[localeOfPath(useLocation().pathname)];
  const wholePage = useHydratesWholePage();
  const islandServer = useContext(IslandRenderer);
  const siteStyles = useSiteStyles();
  return (
    // data-islands: this page hydrates only its islands, and the runtime marks when it has.
    <html lang={lang} data-islands={wholePage ? undefined : ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1d3a" />
        <Meta />
        <Links />
        {/* A public page carries its stylesheet, so it paints with its first response; a page
            React Router hydrates whole (the inbox) links it, as the router expects. */}
        {wholePage || !siteStyles ? (
          <link rel="stylesheet" href={stylesheet} />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: siteStyles }} />
        )}
      </head>
      <body>
        <IslandRenderer value={wholePage ? null : islandServer}>{children}</IslandRenderer>
        {wholePage && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
        {/* The menu button's state, and the islands of a page (none on most). */}
        {!wholePage && <script type="module" src={islandsRuntimeUrl} />}
      </body>
    </html>
  );
}

export default function App() {
  // On a page React Router hydrates whole (the inbox), marks the
  // moment it became interactive: the e2e tests wait for it before they use a widget. (On
  // public pages the islands runtime sets it.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

const errorPages = { en: englishErrorPage, or: odiaErrorPage } satisfies Record<Locale, unknown>;

// Only failures outside the site layout land here (the layout has its own boundary), in the
// language of the URL, linking that language's home page. Visitors never see internal error
// details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeOfPath(useLocation().pathname);
  const errorPage = errorPages[locale];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Logged once, without a private link's token, by handleError (entry.server.tsx).
  const copy = notFound ? errorPage.notFound : errorPage.unexpected;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{copy.title}</title>
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-navy-700">{copy.text}</p>
      <a
        href={localePath(locale, "/")}
        className="mt-8 inline-block font-semibold text-navy-800 underline"
      >
        {errorPage.homeLink}
      </a>
    </main>
  );
}
