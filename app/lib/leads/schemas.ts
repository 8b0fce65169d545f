import * as z from "zod/mini";
import { fieldErrors as messages } from "~/content/lead-forms";
import { type FieldErrors, leadLimits, sliderLimits } from "./form-fields";
import { defaultQuoteProduct, quoteProductIds } from "./quote-products";

// One schema per form, run by the browser before it sends (errors next to the fields) and
// by the route action, which is the authority. zod/mini keeps this under 7 KB, and the
// browser loads it when a visitor starts on a form (use-lead-form.ts); every message comes
// from app/content/lead-forms.ts.

// Control characters (NUL and the like) have no place in a lead: they are stripped, the same
// in the browser and on the server. A message keeps its line breaks and tabs; a one-line
// field turns them into spaces.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const stripControls = z.overwrite((text: string) => text.replace(controlCharacters, ""));
const oneLine = z.overwrite((text: string) => text.replace(/[\t\r\n]+/g, " "));

const requiredText = (max: number, required: string, tooLong: string, multiline = false) =>
  z
    .string({ error: required })
    .check(
      stripControls,
      ...(multiline ? [] : [oneLine]),
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, tooLong),
    );

const optionalText = (max: number, tooLong: string, multiline = false) =>
  z._default(
    z
      .string()
      .check(stripControls, ...(multiline ? [] : [oneLine]), z.trim(), z.maxLength(max, tooLong)),
    "",
  );

const email = z.pipe(
  z
    .string({ error: messages.emailRequired })
    .check(
      stripControls,
      oneLine,
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, messages.emailRequired),
      z.maxLength(leadLimits.email, messages.emailTooLong(leadLimits.email)),
    ),
  z.email(messages.emailInvalid),
);

const phoneCharacters = /^[+()\d\s./-]*$/;
const phone = (required: boolean) =>
  z
    .string({ error: messages.phoneRequired })
    .check(
      stripControls,
      oneLine,
      z.trim(),
      ...(required ? [z.minLength(1, messages.phoneRequired)] : []),
      z.maxLength(leadLimits.phone, messages.phoneTooLong(leadLimits.phone)),
      z.regex(phoneCharacters, messages.phoneInvalid),
    );

/** A slider's value as the form posts it ("50"), checked against its range and step. */
function sliderValue(
  { min, max, step }: { min: number; max: number; step: number },
  field: string,
  unit: string,
) {
  const invalid = messages.numberInvalid(field);
  return z.pipe(
    z.pipe(
      z.string({ error: invalid }).check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, invalid)),
      z.transform(Number),
    ),
    // A number too long to be finite ("1" and 400 zeros) gets the field's own message.
    z
      .number({ error: invalid })
      .check(
        z.gte(min, messages.outOfRange(field, min, max, unit)),
        z.lte(max, messages.outOfRange(field, min, max, unit)),
        z.multipleOf(step, messages.offStep(field, step, unit)),
      ),
  );
}

export const contactSchema = z.object({
  name: requiredText(leadLimits.name, messages.nameRequired, messages.nameTooLong(leadLimits.name)),
  email,
  phone: z._default(phone(false), ""),
  message: requiredText(
    leadLimits.message,
    messages.messageRequired,
    messages.messageTooLong(leadLimits.message),
    true,
  ),
});

export const quoteSchema = z.object({
  name: requiredText(leadLimits.name, messages.nameRequired, messages.nameTooLong(leadLimits.name)),
  email,
  phone: phone(true),
  address: optionalText(leadLimits.address, messages.addressTooLong(leadLimits.address)),
  location: requiredText(
    leadLimits.location,
    messages.locationRequired,
    messages.locationTooLong(leadLimits.location),
  ),
  roofSize: sliderValue(sliderLimits.roofSize, "roof size", " m²"),
  monthlyBill: sliderValue(sliderLimits.monthlyBill, "monthly bill", ""),
  message: optionalText(leadLimits.message, messages.messageTooLong(leadLimits.message), true),
  product: z._default(z.enum(quoteProductIds, messages.productUnknown), defaultQuoteProduct),
});

export const newsletterSchema = z.object({ email });

/** A deletion request names the person by e-mail or phone (at least one). */
export const privacyRequestSchema = z
  .object({
    email: z._default(
      z.string().check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(leadLimits.email, messages.emailTooLong(leadLimits.email)),
        z.refine(
          (value) => value === "" || z.safeParse(z.email(), value).success,
          messages.emailInvalid,
        ),
      ),
      "",
    ),
    phone: z._default(phone(false), ""),
    message: optionalText(leadLimits.message, messages.messageTooLong(leadLimits.message)),
  })
  .check(
    z.refine((request) => request.email !== "" || request.phone !== "", {
      message: messages.emailOrPhoneRequired,
      path: ["email"],
    }),
  );

export type ContactInput = z.output<typeof contactSchema>;
export type QuoteInput = z.output<typeof quoteSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export type FormParse<Schema extends z.ZodMiniType> =
  | { success: true; data: z.output<Schema> }
  | { success: false; fieldErrors: FieldErrors<keyof z.input<Schema> & string> };

/** Checks posted values against a form's schema: the data, or one message per field. */
export function parseForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Record<string, string>,
): FormParse<Schema> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    fieldErrors[field] ??= issue.message;
  }
  return {
    success: false,
    fieldErrors: fieldErrors as FieldErrors<keyof z.input<Schema> & string>,
  };
}

/** Each form's check, by form, for the browser to load on demand. */
export const formChecks = {
  contact: (values: Record<string, string>) => parseForm(contactSchema, values),
  quote: (values: Record<string, string>) => parseForm(quoteSchema, values),
  newsletter: (values: Record<string, string>) => parseForm(newsletterSchema, values),
  privacy: (values: Record<string, string>) => parseForm(privacyRequestSchema, values),
};
