import * as z from "zod/mini";
import { toLatinDigits } from "~/lib/digits";
import { multiLine, oneLine } from "~/lib/plain-text";
import {
  type FieldError,
  type FieldErrorCode,
  type FieldErrors,
  type FieldsWith,
} from "./field-errors";
import type { Locale } from "~/lib/i18n/locale";
import {
  type EstimateBasis,
  estimateBasisOf,
  leadLimits,
  monthlyBillLimits,
  sliderLimits,
} from "./form-fields";
import { defaultQuoteProduct, quoteProductIds } from "./quote-products";
import { consentField, consentPurposes, type ConsentPurpose } from "~/lib/privacy/consent-purposes";
import { rightsRequestKinds } from "~/lib/privacy/rights-requests";

// One schema per form, run by the browser before it sends (errors next to the fields) and
// by the route action, which is the authority. zod/mini keeps this under 7 KB, and the
// browser loads it when a visitor starts on a form (use-lead-form.ts). A schema says what
// is wrong as a code (field-errors.ts); each language's copy says it in words.

/**
 * A check's error as zod carries it (issues hold only text): the code and its parameters as
 * JSON, read back by parseForm. `field` must be one whose sentences include the code, so no
 * schema can refuse a field with an error a language has no words for.
 */
function fail<Failure extends FieldError>(
  _field: FieldsWith<Failure["code"]>,
  error: Failure,
): string {
  return JSON.stringify(error);
}

// Control characters and reordering marks have no place in a lead: they are stripped, the same
// in the browser and on the server (~/lib/plain-text). A message keeps its line breaks; a
// one-line field turns them into spaces.
// Fields that take digits (phone, PIN code, sliders) accept Odia ones and keep Latin ones.
const latinDigits = z.overwrite(toLatinDigits);

type TextField = FieldsWith<"required" | "too_long">;

const requiredText = (
  field: TextField,
  max: number,
  { multiline = false, digits = false }: { multiline?: boolean; digits?: boolean } = {},
) => {
  const required = fail(field, { code: "required" });
  return z
    .string({ error: required })
    .check(
      multiline ? multiLine : oneLine,
      ...(digits ? [latinDigits] : []),
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, fail(field, { code: "too_long", max })),
    );
};

const optionalText = (field: FieldsWith<"too_long">, max: number, multiline = false) =>
  z._default(
    z
      .string()
      .check(
        multiline ? multiLine : oneLine,
        z.trim(),
        z.maxLength(max, fail(field, { code: "too_long", max })),
      ),
    "",
  );

const emailRequired = fail("email", { code: "required" });
const emailTooLong = fail("email", { code: "too_long", max: leadLimits.email });
const emailInvalid = fail("email", { code: "invalid_email" });
const email = z.pipe(
  z
    .string({ error: emailRequired })
    .check(
      oneLine,
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, emailRequired),
      z.maxLength(leadLimits.email, emailTooLong),
    ),
  z.email(emailInvalid),
);

const phoneCharacters = /^[+()\d\s./-]*$/;
const phoneRequired = fail("phone", { code: "required" });
const phone = (required: boolean) =>
  z
    .string({ error: phoneRequired })
    .check(
      oneLine,
      latinDigits,
      z.trim(),
      ...(required ? [z.minLength(1, phoneRequired)] : []),
      z.maxLength(leadLimits.phone, fail("phone", { code: "too_long", max: leadLimits.phone })),
      z.regex(phoneCharacters, fail("phone", { code: "invalid_phone" })),
    );

/** A slider's value as the form posts it ("50"), checked against its range and step. */
function sliderValue(
  field: FieldsWith<"not_a_number" | "out_of_range" | "off_step">,
  { min, max, step }: { min: number; max: number; step: number },
) {
  const invalid = fail(field, { code: "not_a_number" });
  const outOfRange = fail(field, { code: "out_of_range", min, max });
  return z.pipe(
    z.pipe(
      z
        .string({ error: invalid })
        .check(latinDigits, z.trim(), z.regex(/^-?\d+(\.\d+)?$/, invalid)),
      z.transform(Number),
    ),
    // A number too long to be finite ("1" and 400 zeros) gets the field's own message.
    z
      .number({ error: invalid })
      .check(
        z.gte(min, outOfRange),
        z.lte(max, outOfRange),
        z.multipleOf(step, fail(field, { code: "off_step", step })),
      ),
  );
}

// Every form that takes personal data posts the version of the privacy notice shown beside it
// (a hidden field, issue 23), and the record stores it: which notice its sender saw.
const noticeVersion = requiredText("noticeVersion", 20);

/** An opt-in checkbox: ticked ("yes") or not (absent). Never ticked for the visitor. */
const optIn = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "yes"),
);

/** The opt-ins a form offers, as `consent-<purpose>` fields (consent-purposes.ts). */
function optIns<const Purposes extends readonly ConsentPurpose[]>(purposes: Purposes) {
  return Object.fromEntries(purposes.map((purpose) => [consentField(purpose), optIn])) as {
    [Purpose in Purposes[number] as `consent-${Purpose}`]: typeof optIn;
  };
}

export const contactSchema = z.object({
  noticeVersion,
  ...optIns(consentPurposes),
  name: requiredText("name", leadLimits.name),
  email,
  phone: z._default(phone(false), ""),
  message: requiredText("message", leadLimits.message, { multiline: true }),
});

/** The quote form's schema; the monthly bill's range is that of the estimate's currency. */
const quoteSchemaFor = (basis: EstimateBasis) =>
  z.object({
    noticeVersion,
    ...optIns(consentPurposes),
    name: requiredText("name", leadLimits.name),
    email,
    phone: phone(true),
    address: optionalText("address", leadLimits.address),
    location: requiredText("location", leadLimits.location, { digits: true }),
    roofSize: sliderValue("roofSize", sliderLimits.roofSize),
    monthlyBill: sliderValue("monthlyBill", monthlyBillLimits[basis]),
    message: optionalText("message", leadLimits.message, true),
    product: z._default(
      z.enum(quoteProductIds, fail("product", { code: "unknown_choice" })),
      defaultQuoteProduct,
    ),
  });

/** The quote form's schema by its estimate's basis (estimateBasisOf the page's language). */
export const quoteSchemas = {
  "spec-dollars": quoteSchemaFor("spec-dollars"),
  "planner-rupees": quoteSchemaFor("planner-rupees"),
} satisfies Record<EstimateBasis, unknown>;

/** The newsletter box is itself the newsletter's consent (recorded as such). */
export const newsletterSchema = z.object({ email, noticeVersion });

/**
 * A rights request (the rights page; the privacy policy's deletion request is one, of kind
 * erasure) names the person by e-mail or phone (at least one).
 */
export const privacyRequestSchema = z
  .object({
    noticeVersion,
    kind: z._default(
      z.enum(rightsRequestKinds, fail("kind", { code: "unknown_choice" })),
      "erasure",
    ),
    email: z._default(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(leadLimits.email, emailTooLong),
        z.refine((value) => value === "" || z.safeParse(z.email(), value).success, emailInvalid),
      ),
      "",
    ),
    phone: z._default(phone(false), ""),
    message: optionalText("message", leadLimits.message),
  })
  .check(
    z.refine((request) => request.email !== "" || request.phone !== "", {
      message: fail("email", { code: "email_or_phone_required" }),
      path: ["email"],
    }),
    // A copy is sent only through a link e-mailed to the address on record.
    z.refine((request) => request.kind !== "copy" || request.email !== "", {
      message: fail("email", { code: "required" }),
      path: ["email"],
    }),
  );

/** The fields about the notice and consents, which the store takes apart (takeConsents). */
type PrivacyFields = "noticeVersion" | `consent-${ConsentPurpose}`;
export type ContactInput = Omit<z.output<typeof contactSchema>, PrivacyFields>;
export type QuoteInput = Omit<z.output<ReturnType<typeof quoteSchemaFor>>, PrivacyFields>;
/** A rights request's fields; its kind is `requestKind` on the stored request. */
export type PrivacyRequestInput = Omit<
  z.output<typeof privacyRequestSchema>,
  PrivacyFields | "kind"
>;

export type FormParse<Schema extends z.ZodMiniType> =
  | { success: true; data: z.output<Schema> }
  | { success: false; fieldErrors: FieldErrors<keyof z.input<Schema> & string> };

/** Checks posted values against a form's schema: the data, or one error code per field. */
export function parseForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, string>,
): FormParse<Schema> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    fieldErrors[field] ??= readFailure(issue.message);
  }
  return {
    success: false,
    fieldErrors: fieldErrors as FieldErrors<keyof z.input<Schema> & string>,
  };
}

const codes: ReadonlySet<string> = new Set<FieldErrorCode>([
  "required",
  "too_long",
  "invalid_email",
  "invalid_phone",
  "email_or_phone_required",
  "not_a_number",
  "out_of_range",
  "off_step",
  "unknown_choice",
]);

/** The code `fail` wrote; every check above gives one, so anything else is a bug here. */
function readFailure(message: string): FieldError {
  let error: unknown;
  try {
    error = JSON.parse(message);
  } catch {
    error = undefined;
  }
  if (typeof error === "object" && error && codes.has((error as FieldError).code)) {
    return error as FieldError;
  }
  throw new Error(`A schema check without an error code: ${message}`);
}

/** Each form's check, by form, for the browser to load on demand. */
export const formChecks = {
  contact: (values: Record<string, string>) => parseForm(contactSchema, values),
  quote: (values: Record<string, string>, locale: Locale) =>
    parseForm(quoteSchemas[estimateBasisOf[locale]], values),
  newsletter: (values: Record<string, string>) => parseForm(newsletterSchema, values),
  privacy: (values: Record<string, string>) => parseForm(privacyRequestSchema, values),
};
