// What can be wrong with a lead form's field, as a code with its parameters: the schemas
// (schemas.ts) say which, each language says it in its own words and word order
// (app/content/copy/<locale>/field-errors.ts). No schema library and no sentences here.

export type FieldError =
  | { code: "required" }
  | { code: "too_long"; max: number }
  | { code: "invalid_email" }
  | { code: "invalid_phone" }
  /** The privacy request needs an e-mail address or a phone number. */
  | { code: "email_or_phone_required" }
  /** A slider's value that is not a number (or is missing). */
  | { code: "not_a_number" }
  | { code: "out_of_range"; min: number; max: number }
  | { code: "off_step"; step: number }
  /** A choice that is not one of the list's (the quote's product). */
  | { code: "unknown_choice" };

export type FieldErrorCode = FieldError["code"];

/** The codes each field of the lead forms can be refused with. */
export interface LeadFieldCodes {
  name: "required" | "too_long";
  email: "required" | "too_long" | "invalid_email" | "email_or_phone_required";
  phone: "required" | "too_long" | "invalid_phone";
  message: "required" | "too_long";
  location: "required" | "too_long";
  address: "too_long";
  roofSize: "not_a_number" | "out_of_range" | "off_step";
  monthlyBill: "not_a_number" | "out_of_range" | "off_step";
  product: "unknown_choice";
  /** The privacy notice's version the form posts (hidden; missing only from a stale page). */
  noticeVersion: "required" | "too_long";
  /** A rights request's kind (the rights page's choice). */
  kind: "unknown_choice";
}
export type LeadField = keyof LeadFieldCodes;

/** The fields that may be refused with every one of `Codes`. */
export type FieldsWith<Codes extends FieldErrorCode> = {
  [Field in LeadField]: [Codes] extends [LeadFieldCodes[Field]] ? Field : never;
}[LeadField];

/**
 * One language's sentences: for every field, one function per code it can be refused with,
 * given that code's parameters. A language that misses one fails the type check.
 */
export type FieldErrorSentences = {
  [Field in LeadField]: {
    [Code in LeadFieldCodes[Field]]: (error: Extract<FieldError, { code: Code }>) => string;
  };
};

/** What a form's schema found, one code per field. */
export type FieldErrors<Fields extends string> = Partial<Record<Fields, FieldError>>;

/** The same, as sentences the visitor reads. */
export type FieldMessages<Fields extends string> = Partial<Record<Fields, string>>;

/** Says each field's error in one language. */
export function describeFieldErrors<Fields extends string>(
  errors: FieldErrors<Fields>,
  sentences: FieldErrorSentences,
): FieldMessages<Fields> {
  const messages: FieldMessages<Fields> = {};
  for (const [field, error] of Object.entries(errors) as [Fields, FieldError][]) {
    messages[field] = describeFieldError(field, error, sentences);
  }
  return messages;
}

function describeFieldError(field: string, error: FieldError, sentences: FieldErrorSentences) {
  const table = sentences[field as LeadField] as
    Partial<Record<FieldErrorCode, (error: FieldError) => string>> | undefined;
  const sentence = table?.[error.code];
  // The schemas only give a field the codes LeadFieldCodes lists (schemas.ts checks that).
  if (!sentence) throw new Error(`No sentence for ${field}: ${error.code}`);
  return sentence(error);
}
