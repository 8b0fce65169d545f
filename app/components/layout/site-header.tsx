import { MenuIcon, XIcon } from "lucide-react";
import { Collapsible, NavigationMenu } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { buttonVariants } from "~/components/ui/button";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { mainNavigation, quoteRequestPath } from "~/content/navigation";
import { settings } from "~/content/settings";
import { isActivePath } from "~/lib/active-path";
import { cn } from "~/lib/cn";
import { neutralPath } from "~/lib/i18n/locale";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";

export function SiteHeader() {
  const { pathname } = useLocation();
  const { copy } = useSite();
  const to = useLocalePath();
  const shownPath = neutralPath(pathname);
  // The phone menu stays open only on the page where it was opened, so whatever changes
  // the page (a link, back, forward) also closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <Collapsible.Root asChild open={menuOpen} onOpenChange={setMenuOpen}>
      <header className="sticky top-0 z-50 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:h-18 lg:px-8">
          <Link
            to={to("/")}
            viewTransition
            className="flex shrink-0 items-center gap-2.5 rounded-md"
          >
            <BrandMark className="size-9" />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-extrabold tracking-tight text-navy-900">
                {copy.company.name}
              </span>
              <span className="text-xs font-medium text-sun-700">{copy.company.tagline}</span>
            </span>
          </Link>

          <NavigationMenu.Root
            aria-label={copy.layout.mainNavigationLabel}
            delayDuration={settings.navigationDelayMs}
            skipDelayDuration={settings.navigationSkipDelayMs}
            className="ml-auto hidden xl:block"
          >
            <NavigationMenu.List className="flex items-center gap-1">
              {mainNavigation.map((item) => {
                const active = isActivePath(item, shownPath);
                return (
                  <NavigationMenu.Item key={item}>
                    <NavigationMenu.Link asChild active={active}>
                      <Link
                        to={to(item)}
                        viewTransition
                        prefetch="intent"
                        className={cn(
                          "block rounded-md px-3 py-2 text-sm font-semibold text-navy-700 transition-colors hover:bg-navy-50 hover:text-navy-900",
                          "data-[active]:bg-sun-50 data-[active]:text-sun-800 data-[active]:shadow-[inset_0_-2px_0_var(--color-sun-500)]",
                        )}
                      >
                        {copy.navigation[item]}
                      </Link>
                    </NavigationMenu.Link>
                  </NavigationMenu.Item>
                );
              })}
            </NavigationMenu.List>
          </NavigationMenu.Root>

          <LanguageSwitch compactOnPhones className="ml-auto xl:ml-2" />

          <Link
            to={to(quoteRequestPath)}
            viewTransition
            prefetch="intent"
            className={cn(buttonVariants({ variant: "sun" }), "max-sm:hidden")}
          >
            {copy.quoteCallToAction}
          </Link>

          <Collapsible.Trigger
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 xl:hidden"
            aria-label={menuOpen ? copy.layout.closeMenu : copy.layout.openMenu}
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
                      onClick={() => setMenuOpen(false)}
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
              onClick={() => setMenuOpen(false)}
              className={cn(buttonVariants({ variant: "sun", size: "lg" }), "mt-3 mb-2 w-full")}
            >
              {copy.quoteCallToAction}
            </Link>
            <LanguageSwitch className="mb-1 flex justify-center border-t border-navy-100 pt-2" />
          </nav>
        </Collapsible.Content>
      </header>
    </Collapsible.Root>
  );
}
