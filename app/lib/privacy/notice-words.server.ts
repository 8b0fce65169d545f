import { privacyContact } from "~/content/company";
import { pagePaths } from "~/content/pages";
import { privacyNoticeCopy } from "~/content/copy/privacy-notice.server";
import { type Locale, localePath } from "~/lib/i18n/locale";
import type { NoticeFormId } from "./notice";
import { noticeVersion } from "./notice-version";

/** What a form's short notice shows, in the page's language (a loader hands it over). */
export function formNotice(locale: Locale, form: NoticeFormId) {
  const copy = privacyNoticeCopy[locale];
  return {
    form,
    version: noticeVersion,
    summary: copy.summary,
    labels: copy.labels,
    items: copy.forms[form],
    rights: copy.rights,
    rightsLink: { href: localePath(locale, pagePaths.privacyRights), label: copy.rightsLink },
    fullLink: { href: localePath(locale, pagePaths.privacyNotice), label: copy.fullLink },
    contact: { role: copy.contactRole, email: privacyContact.email, line: copy.contactLine },
  };
}

export type FormNotice = ReturnType<typeof formNotice>;
