import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { siteCopy } from "~/content/copy/site.server";
import { shownCompany } from "~/lib/content/shown-company";
import { defaultLocale, type Locale } from "./locale";
import { SiteProvider } from "./site-context";

/** Renders a component inside the site layout's language context, as the layout would. */
export function renderInSite(ui: ReactElement, locale: Locale = defaultLocale) {
  return render(
    <SiteProvider value={{ locale, copy: siteCopy[locale], company: shownCompany(locale) }}>
      {ui}
    </SiteProvider>,
  );
}
