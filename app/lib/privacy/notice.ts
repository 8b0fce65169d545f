// The privacy notice (DPDP Act 2023 s. 5; DPDP Rules 2025 Rule 3): its version, and the forms
// it itemises. Its words, per language and form, are in app/content/copy/{en,or}/privacy-notice.ts.
export { noticeVersion } from "./notice-version";

/**
 * Every form that takes personal data has a notice of its own (the lead adds proposals, and
 * the project page the documents a customer sends, issue 35).
 */
export const noticeFormIds = [
  "contact",
  "quote",
  "newsletter",
  "survey",
  "rights",
  "proposal",
  "documents",
] as const;
export type NoticeFormId = (typeof noticeFormIds)[number];
