import { MessageCircle, Phone, Sun } from "lucide-react";
import { Link, useLocation, useMatches } from "react-router";
import { quoteRequestPath } from "~/content/navigation";
import { fill } from "~/lib/i18n/fill";
import { useLocalePath, useSite } from "~/lib/i18n/site-context";
import { absoluteUrl } from "~/lib/meta";
import { isPrivateLinkPath } from "~/lib/private-links/private-link-paths";

/** The shown page's title, from its loader's page copy (every public page hands one down). */
function usePageTitle(): string | undefined {
  const data = useMatches().at(-1)?.loaderData;
  const page = (data as { page?: { title?: unknown } } | null | undefined)?.page;
  return typeof page?.title === "string" ? page.title : undefined;
}

/**
 * Call, WhatsApp and the quote, always at hand on a phone: fixed to the bottom below the
 * md breakpoint, in the server's HTML (no script needed, no layout shift). The page keeps
 * room for it (body padding in app.css), and it steps aside while the on-screen keyboard
 * is up, that is while a text field has focus (CSS :has, also in app.css).
 */
export function PhoneActionBar() {
  const { pathname } = useLocation();
  const { copy: siteCopy, company: shown } = useSite();
  const copy = siteCopy.phoneActionBar;
  const to = useLocalePath();
  const title = usePageTitle();
  const url = absoluteUrl(pathname);
  // A private link's address (its token hands out a person's survey, proposal, project or data)
  // never leaves the site, nor its title, which may name them.
  const message = isPrivateLinkPath(pathname)
    ? copy.whatsappMessagePrivate
    : title
      ? fill(copy.whatsappMessageOnPage, { title, url })
      : fill(copy.whatsappMessage, { url });
  const item =
    "flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-semibold";
  return (
    <nav
      aria-label={copy.label}
      data-phone-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-800 bg-navy-950/95 px-2 pt-1.5 pb-[calc(0.375rem+env(safe-area-inset-bottom))] text-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)] backdrop-blur md:hidden print:hidden"
    >
      <ul className="mx-auto flex h-13 max-w-md items-stretch gap-2">
        <li className="flex flex-1">
          <a href={shown.links.tel} className={`${item} hover:bg-white/10`}>
            <Phone aria-hidden="true" className="size-5 text-sun-300" />
            <span>
              {copy.call}
              <span className="sr-only"> {shown.phoneDisplay}</span>
            </span>
          </a>
        </li>
        <li className="flex flex-1">
          <a
            href={`${shown.links.whatsapp}?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={`${item} hover:bg-white/10`}
          >
            <MessageCircle aria-hidden="true" className="size-5 text-leaf-100" />
            {copy.whatsapp}
          </a>
        </li>
        <li className="flex flex-[1.4]">
          <Link
            to={to(quoteRequestPath)}
            viewTransition
            className={`${item} bg-sun-500 text-navy-950 hover:bg-sun-400`}
          >
            <Sun aria-hidden="true" className="size-5" />
            {copy.quote}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
