import type { FieldErrorSentences } from "~/lib/leads/field-errors";

// The lead forms' field errors in English, one sentence per field and code. Another language
// sits beside this file (copy/<locale>/field-errors.ts) with the same shape.

const sliderSentences = (field: string, unit: string): FieldErrorSentences["roofSize"] => ({
  not_a_number: () => `Please choose a ${field} on the slider.`,
  out_of_range: ({ min, max }) => `The ${field} must be between ${min} and ${max}${unit}.`,
  off_step: ({ step }) => `The ${field} moves in steps of ${step}${unit}.`,
});

export const fieldErrorSentences = {
  name: {
    required: () => "Please enter your full name.",
    too_long: ({ max }) => `Please keep your name under ${max} characters.`,
  },
  email: {
    required: () => "Please enter your email address.",
    too_long: ({ max }) => `Please use an email address under ${max} characters.`,
    invalid_email: () => "Please enter a valid email address, like name@example.com.",
    email_or_phone_required: () =>
      "Please give the email address or the phone number you used with us.",
  },
  phone: {
    required: () => "Please enter a phone number we can call you on.",
    too_long: ({ max }) => `Please keep the phone number under ${max} characters.`,
    invalid_phone: () =>
      "Please enter a phone number using digits (spaces, +, - and brackets are fine).",
  },
  message: {
    required: () => "Please write a short message.",
    too_long: ({ max }) =>
      `Please keep your message under ${max.toLocaleString("en-US")} characters.`,
  },
  location: {
    required: () => "Please enter your PIN code or town.",
    too_long: ({ max }) => `Please keep the location under ${max} characters.`,
  },
  address: {
    too_long: ({ max }) => `Please keep the address under ${max} characters.`,
  },
  roofSize: sliderSentences("roof size", " m²"),
  monthlyBill: sliderSentences("monthly bill", ""),
  product: {
    unknown_choice: () => "Please choose one of the products in the list.",
  },
  noticeVersion: {
    required: () => "This page is out of date: please reload it and send the form again.",
    too_long: () => "This page is out of date: please reload it and send the form again.",
  },
  kind: {
    unknown_choice: () => "Please choose what you are asking for.",
  },
} satisfies FieldErrorSentences;
