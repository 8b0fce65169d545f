// What a person may agree to beyond the enquiry they came for (DPDP Act s. 6; the enquiry
// itself is handled for its own purpose, s. 7(a)). Neutral ids: the words are per language in
// the notice's copy. Each is a separate, unticked checkbox named `consent-<purpose>`.
export const consentPurposes = ["newsletter", "whatsapp", "marketing-calls"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** The checkbox's name for a purpose, as the forms post it ("yes" when ticked). */
export const consentField = (purpose: ConsentPurpose) => `consent-${purpose}` as const;

type ConsentFields = `consent-${ConsentPurpose}`;

/** A form's checked data with its opt-in fields taken out as a list of purposes. */
export function takeConsents<Data extends object>(
  data: Data,
): Omit<Data, ConsentFields> & { consents: ConsentPurpose[] } {
  const rest = { ...data } as Record<string, unknown>;
  const consents = consentPurposes.filter((purpose) => rest[consentField(purpose)] === true);
  for (const purpose of consentPurposes) delete rest[consentField(purpose)];
  return { ...(rest as Omit<Data, ConsentFields>), consents };
}
