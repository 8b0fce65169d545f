import { MenuIcon, XIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { mainNavigation, quoteRequestPath } from "~/content/navigation";
import { isActivePath } from "~/lib/active-path";
import { cn } from "~/lib/cn";
import { neutralPath } from "~/lib/i18n/locale";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";

const menuId = "site-menu";

/**
 * The site's header. Its phone menu is a popover (docs/decisions/009-islands.md): the browser opens and closes it
 * from its button, closes it on Escape or a click outside, and needs no script for any of it.
 * Choosing a link loads the next page, which starts with the menu closed. The button names
 * what it will do ("Open menu" / "Close menu") by CSS (app.css), and the islands runtime keeps
 * its aria-expanded in step with the menu.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { copy, company: shown } = useSite();
  const to = useLocalePath();
  const shownPath = neutralPath(pathname);

  return (
    <header className="sticky top-0 z-50 border-b print:hidden border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Below 360 px (a 320 px phone) the gaps narrow and the brand's words get smaller, so the
          Odia header, whose tagline and "English" link are wider, still fits (issue 24). */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 max-[359px]:gap-2 max-[359px]:px-3 sm:px-6 lg:h-18 lg:px-8">
        <Link
          to={to("/")}
          viewTransition
          className="flex shrink-0 items-center gap-2.5 rounded-md max-[359px]:min-w-0 max-[359px]:shrink max-[359px]:gap-2"
        >
          <BrandMark className="size-9 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-lg font-extrabold tracking-tight whitespace-nowrap text-navy-900 max-[359px]:text-base">
              {shown.name}
            </span>
            <span className="text-xs font-medium text-sun-700 max-[359px]:text-[0.6875rem]">
              {copy.company.tagline}
            </span>
          </span>
        </Link>

        <nav aria-label={copy.layout.mainNavigationLabel} className="ml-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item}>
                <Link
                  to={to(item)}
                  viewTransition
                  prefetch="intent"
                  aria-current={isActivePath(item, shownPath) ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-2 text-sm font-semibold text-navy-700 transition-colors hover:bg-navy-50 hover:text-navy-900",
                    "aria-[current=page]:bg-sun-50 aria-[current=page]:text-sun-800 aria-[current=page]:shadow-[inset_0_-2px_0_var(--color-sun-500)]",
                  )}
                >
                  {copy.navigation[item]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <LanguageSwitch compactOnPhones className="ml-auto xl:ml-2" />

        <Link
          to={to(quoteRequestPath)}
          viewTransition
          prefetch="intent"
          className={cn(buttonVariants({ variant: "sun" }), "max-sm:hidden")}
        >
          {copy.quoteCallToAction}
        </Link>

        <button
          type="button"
          popoverTarget={menuId}
          className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 xl:hidden"
        >
          <span data-menu-when="closed">
            <MenuIcon aria-hidden="true" className="size-6" />
            <span className="sr-only">{copy.layout.openMenu}</span>
          </span>
          <span data-menu-when="open">
            <XIcon aria-hidden="true" className="size-6" />
            <span className="sr-only">{copy.layout.closeMenu}</span>
          </span>
        </button>
      </div>

      <div
        id={menuId}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-b border-navy-100 bg-white p-0 text-navy-900 shadow-lg lg:top-18 xl:hidden"
      >
        <nav
          aria-label={copy.layout.mobileNavigationLabel}
          className="mx-auto max-w-7xl px-4 py-3 sm:px-6"
        >
          <ul className="grid gap-1">
            {mainNavigation.map((item) => {
              const active = isActivePath(item, shownPath);
              return (
                <li key={item}>
                  <Link
                    to={to(item)}
                    viewTransition
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "block rounded-md px-3 py-3 text-base font-semibold text-navy-800 hover:bg-navy-50",
                      active && "bg-sun-50 text-sun-800",
                    )}
                  >
                    {copy.navigation[item]}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link
            to={to(quoteRequestPath)}
            viewTransition
            className={cn(buttonVariants({ variant: "sun", size: "lg" }), "mt-3 mb-2 w-full")}
          >
            {copy.quoteCallToAction}
          </Link>
          <LanguageSwitch className="mb-1 flex justify-center border-t border-navy-100 pt-2" />
        </nav>
      </div>
    </header>
  );
}
