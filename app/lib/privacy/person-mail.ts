import { privacyContact } from "~/content/company";
import { privacyNoticeCopy as en } from "~/content/copy/en/privacy-notice";
import { privacyNoticeCopy as or } from "~/content/copy/or/privacy-notice";
import { fill } from "~/lib/i18n/fill";
import type { Locale } from "~/lib/i18n/locale";

// The lines every e-mail to a person ends with (issue 23): the link that withdraws all their
// consents in one step (DPDP Act s. 6(4)) and the privacy contact (DPDP Rules 2025, Rule 9).
// A pure function of the link and the language, tested on its own.

const words = { en, or } as const;

export function personMailFooter(locale: Locale, withdrawLink: string): string {
  const copy = words[locale];
  return [
    "",
    "--",
    fill(copy.emailFooter.withdraw, { link: withdrawLink }),
    fill(copy.emailFooter.contact, { role: copy.contactRole, email: privacyContact.email }),
  ].join("\n");
}
