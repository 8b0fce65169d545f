import odiaFontUrl from "~/fonts/noto-sans-oriya-site.woff2?url";
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteFooter } from "~/components/layout/site-footer";
import { PhoneActionBar } from "~/components/layout/phone-action-bar";
import { SiteHeader } from "~/components/layout/site-header";
import { buttonVariants } from "~/components/ui/button";
import { siteCopy } from "~/content/copy/site.server";
import { shownCompany } from "~/lib/content/shown-company";
import { localeOfRequest, localePath } from "~/lib/i18n/locale";
import { odiaStyles } from "~/lib/i18n/odia-font.server";
import { SiteProvider, type SiteContextValue } from "~/lib/i18n/site-context";

// The layout of every public page, in both languages (routes.ts mounts it at / and at /or).
// Its loader hands down the shown language and the words every page shares.
export function loader({ request }: Route.LoaderArgs): SiteData {
  const locale = localeOfRequest(request);
  return {
    site: { locale, copy: siteCopy[locale], company: shownCompany(locale) },
    styles: locale === "or" ? odiaStyles : undefined,
  };
}

interface SiteData {
  /** The context every public page reads (useSite), as it is: one object per page load. */
  site: SiteContextValue;
  /** The language's own styles (the Odia font), inlined on its pages only. */
  styles?: string;
}

// The shared words depend on the language alone, which is part of the route (the Odia pages are
// routes of their own): nothing a visitor does on a page changes them.
export const shouldRevalidate = () => false;

function SiteShell({ site, styles, children }: SiteData & { children: React.ReactNode }) {
  return (
    <SiteProvider value={site}>
      {/* React places these in <head>. The font is fetched from the start, so it is there
          when text first needs it (a stand-in swapped later would shift the page), but at low
          priority, so on a slow line the page's own files come first. */}
      {styles && (
        <>
          <link
            rel="preload"
            href={odiaFontUrl}
            as="font"
            type="font/woff2"
            crossOrigin=""
            fetchPriority="low"
          />
          <style href="locale-styles" precedence="default">
            {styles}
          </style>
        </>
      )}
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {site.copy.layout.skipToContent}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <PhoneActionBar />
      </div>
    </SiteProvider>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell {...loaderData}>
      <Outlet />
    </SiteShell>
  );
}

// A failing page keeps the header and footer, so the visitor can still find their way. (If
// this layout's own loader failed there is no copy to show: the root's boundary takes over.)
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Logged once, without a private link's token, by handleError (entry.server.tsx).
  if (!loaderData) throw error;
  const { locale, copy: siteWords } = loaderData.site;
  const { errorPage } = siteWords;
  const copy = notFound ? errorPage.notFound : errorPage.unexpected;
  return (
    <SiteShell {...loaderData}>
      <title>{copy.title}</title>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{copy.title}</h1>
        <p className="mt-4 text-navy-700">{copy.text}</p>
        <Link
          to={localePath(locale, "/")}
          className={buttonVariants({ variant: "navy", className: "mt-8" })}
        >
          {errorPage.homeLink}
        </Link>
      </section>
    </SiteShell>
  );
}
