import { isRouteErrorResponse, Link, Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { SiteFooter } from "~/components/layout/site-footer";
import { PhoneActionBar } from "~/components/layout/phone-action-bar";
import { SiteHeader } from "~/components/layout/site-header";
import { Toaster } from "~/components/layout/toaster";
import { buttonVariants } from "~/components/ui/button";
import { errorPage } from "~/content/messages";
import { layoutText } from "~/content/navigation";

function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-navy-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {layoutText.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <PhoneActionBar />
      <Toaster />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// A failing page keeps the header and footer, so the visitor can still find their way.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const copy = notFound ? errorPage.notFound : errorPage.unexpected;
  return (
    <SiteShell>
      <title>{copy.title}</title>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{copy.title}</h1>
        <p className="mt-4 text-navy-700">{copy.text}</p>
        <Link to="/" className={buttonVariants({ variant: "navy", className: "mt-8" })}>
          {errorPage.homeLink}
        </Link>
      </section>
    </SiteShell>
  );
}
