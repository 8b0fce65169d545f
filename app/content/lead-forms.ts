// Wording shared by the site's three forms (contact, quote request, newsletter): field
// errors, the failure toast and the refusals the server gives before a form is read.

export const fieldErrors = {
  nameRequired: "Please enter your full name.",
  nameTooLong: (max: number) => `Please keep your name under ${max} characters.`,
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  emailTooLong: (max: number) => `Please use an email address under ${max} characters.`,
  phoneRequired: "Please enter a phone number we can call you on.",
  emailOrPhoneRequired: "Please give the email address or the phone number you used with us.",
  phoneTooLong: (max: number) => `Please keep the phone number under ${max} characters.`,
  phoneInvalid: "Please enter a phone number using digits (spaces, +, - and brackets are fine).",
  messageRequired: "Please write a short message.",
  messageTooLong: (max: number) =>
    `Please keep your message under ${max.toLocaleString("en-US")} characters.`,
  locationRequired: "Please enter your PIN code or town.",
  locationTooLong: (max: number) => `Please keep the location under ${max} characters.`,
  addressTooLong: (max: number) => `Please keep the address under ${max} characters.`,
  numberInvalid: (field: string) => `Please choose a ${field} on the slider.`,
  outOfRange: (field: string, min: number, max: number, unit: string) =>
    `The ${field} must be between ${min} and ${max}${unit}.`,
  offStep: (field: string, step: number, unit: string) =>
    `The ${field} moves in steps of ${step}${unit}.`,
  productUnknown: "Please choose one of the products in the list.",
} as const;

export const submissionMessages = {
  /** The destructive toast when the request fails (network, server or a refusal). */
  failedTitle: "Not sent",
  failedText:
    "We couldn't send your details just now. Nothing you typed is lost: please check your connection and try again.",
  /** When the site runs without its database (a prerendered preview, for one). */
  unavailableText:
    "Our forms are not taking submissions at the moment. Please try again later, or call or e-mail us.",
  invalidTitle: "Please check the form",
  invalidText: "Some fields need your attention before we can send this.",
} as const;

/** What the server answers before any page code runs (server/form-security.ts). */
export const formRefusals = {
  throttled: {
    title: "Too many submissions",
    text: "You've sent several forms in a short time. Please wait a minute, then try again. Your browser's Back button returns you to the form with what you typed.",
    back: "Open the form again",
  },
  crossSite: {
    title: "Form not accepted",
    text: "This form was sent from another website, so we did not accept it. Please use the form on our own site.",
    back: "Go to the home page",
  },
  tooLarge: {
    title: "Too much to send",
    text: "What you sent is larger than our forms accept, so we did not read it. Please shorten your message and try again. Your browser's Back button returns you to the form with what you typed.",
    back: "Open the form again",
  },
} as const;
