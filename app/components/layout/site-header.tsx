import { MenuIcon, XIcon } from "lucide-react";
import { Collapsible, NavigationMenu } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button";
import { company } from "~/content/company";
import { layoutText, mainNavigation, quoteCallToAction } from "~/content/navigation";
import { settings } from "~/content/settings";
import { isActivePath } from "~/lib/active-path";
import { cn } from "~/lib/cn";

export function SiteHeader() {
  const { pathname } = useLocation();
  // The phone menu stays open only on the page where it was opened, so whatever changes
  // the page (a link, back, forward) also closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <Collapsible.Root asChild open={menuOpen} onOpenChange={setMenuOpen}>
      <header className="sticky top-0 z-50 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
          <Link to="/" viewTransition className="flex shrink-0 items-center gap-2.5 rounded-md">
            <BrandMark className="size-9" />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-extrabold tracking-tight text-navy-900">
                {company.name}
              </span>
              <span className="text-xs font-medium text-sun-700">{company.tagline}</span>
            </span>
          </Link>

          <NavigationMenu.Root
            aria-label={layoutText.mainNavigationLabel}
            delayDuration={settings.navigationDelayMs}
            skipDelayDuration={settings.navigationSkipDelayMs}
            className="ml-auto hidden xl:block"
          >
            <NavigationMenu.List className="flex items-center gap-1">
              {mainNavigation.map((item) => {
                const active = isActivePath(item.to, pathname);
                return (
                  <NavigationMenu.Item key={item.to}>
                    <NavigationMenu.Link asChild active={active}>
                      <Link
                        to={item.to}
                        viewTransition
                        prefetch="intent"
                        className={cn(
                          "block rounded-md px-3 py-2 text-sm font-semibold text-navy-700 transition-colors hover:bg-navy-50 hover:text-navy-900",
                          "data-[active]:bg-sun-50 data-[active]:text-sun-800 data-[active]:shadow-[inset_0_-2px_0_var(--color-sun-500)]",
                        )}
                      >
                        {item.label}
                      </Link>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                );
              })}
            </NavigationMenu.List>
          </NavigationMenu.Root>

          <Link
            to={quoteCallToAction.to}
            viewTransition
            prefetch="intent"
            className={cn(buttonVariants({ variant: "sun" }), "ml-auto max-sm:hidden xl:ml-2")}
          >
            {quoteCallToAction.label}
          </Link>

          <Collapsible.Trigger
            className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 sm:ml-0 xl:hidden"
            aria-label={menuOpen ? layoutText.closeMenu : layoutText.openMenu}
          >
            {menuOpen ? (
              <XIcon aria-hidden="true" className="size-6" />
            ) : (
              <MenuIcon aria-hidden="true" className="size-6" />
            )}
          </Collapsible.Trigger>
        </div>

        <Collapsible.Content className="border-t border-navy-100 bg-white xl:hidden">
          <nav
            aria-label={layoutText.mobileNavigationLabel}
            className="mx-auto max-w-7xl px-4 py-3 sm:px-6"
          >
            <ul className="grid gap-1">
              {mainNavigation.map((item) => {
                const active = isActivePath(item.to, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      viewTransition
                      aria-current={active ? "page" : undefined}
                      onClick={() => setMenuOpen(false)}
                      className={cn(
                        "block rounded-md px-3 py-3 text-base font-semibold text-navy-800 hover:bg-navy-50",
                        active && "bg-sun-50 text-sun-800",
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link
              to={quoteCallToAction.to}
              viewTransition
              onClick={() => setMenuOpen(false)}
              className={cn(buttonVariants({ variant: "sun", size: "lg" }), "mt-3 mb-2 w-full")}
            >
              {quoteCallToAction.label}
            </Link>
          </nav>
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  );
}
