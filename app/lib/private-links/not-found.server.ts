import { data } from "react-router";
import { privateLinkCopy } from "~/content/copy/survey.server";
import type { Locale } from "~/lib/i18n/locale";
import { privateLinkHeaders } from "./private-links.server";

/**
 * What every private link's page answers when its token opens nothing (unknown, tampered,
 * expired, revoked): the same 404 in the page's language, so a link gives nothing away.
 */
export function privateLinkNotFound(locale: Locale) {
  return data(
    { found: false as const, locale, copy: privateLinkCopy[locale] },
    { status: 404, headers: privateLinkHeaders },
  );
}
