import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { localePath, locales, localeTags, neutralPath } from "~/lib/i18n/locale";
import { useSite } from "~/lib/i18n/site-context";

/**
 * "English | ଓଡ଼ିଆ": the same page (and query) in the other language, as a plain link that
 * names its target's language (`lang`, `hreflang`), so a screen reader says "ଓଡ଼ିଆ" in Odia.
 * The shown language is marked, not linked.
 */
export function LanguageSwitch({
  className,
  compactOnPhones = false,
}: {
  className?: string;
  /** Below the sm breakpoint only the other language's link shows (the header's room). */
  compactOnPhones?: boolean;
}) {
  const { locale, copy } = useSite();
  const { pathname, search } = useLocation();
  const page = neutralPath(pathname);
  return (
    <nav aria-label={copy.languageSwitch.label} className={className}>
      <ul className="flex items-center text-sm font-semibold">
        {locales.map((each, index) => {
          const tags = localeTags[each];
          return (
            <li key={each} className="flex items-center">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn("px-0.5 text-navy-300", compactOnPhones && "max-sm:hidden")}
                >
                  |
                </span>
              )}
              {each === locale ? (
                <span
                  aria-current="true"
                  lang={tags.lang}
                  className={cn(
                    "inline-flex min-h-11 items-center px-2 text-navy-900 underline decoration-sun-500 decoration-2 underline-offset-4",
                    compactOnPhones && "max-sm:hidden",
                  )}
                >
                  {tags.name}
                </span>
              ) : (
                <a
                  href={`${localePath(each, page)}${search}`}
                  lang={tags.lang}
                  hrefLang={tags.hreflang}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-navy-700 hover:bg-navy-50 hover:text-navy-900"
                >
                  {tags.name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
